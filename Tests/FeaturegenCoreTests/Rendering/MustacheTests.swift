import Testing

@testable import FeaturegenCore

/// The Mustache engine: the spec's interpolation, sections, inverted sections, comments,
/// partials, set delimiters and standalone lines, the position and value transforms, and
/// syntax errors at their line and column.
@Suite struct MustacheTests {
    /// A context answering fixed values.
    private struct Values: TemplateObject {
        var values: [String: TemplateValue]

        func value(named name: String) -> TemplateValue? { values[name] }
    }

    private func render(_ text: String, _ values: [String: TemplateValue] = [:], partials: [String: String] = [:]) throws -> String {
        var templates = try partials.mapValues { try MustacheTemplate($0) }
        templates["main"] = try MustacheTemplate(text)
        return MustacheRenderer(partials: templates).render(templates["main"]!, .object(Values(values: values)))
    }

    private func error(_ text: String) -> MustacheSyntaxError? {
        do {
            _ = try MustacheTemplate(text)
            return nil
        } catch {
            return error
        }
    }

    private let people: TemplateValue = .list([
        .object(Values(values: ["name": .text("Ann")])), .object(Values(values: ["name": .text("Bo")])),
        .object(Values(values: ["name": .text("Cy")])),
    ])

    @Test func variablesInsertTheirValueUnescaped() throws {
        let values: [String: TemplateValue] = [
            "name": .text("<Card & Co>"), "count": .number(3), "on": .flag(true),
            "card": .object(Values(values: ["title": .text("Sale")])),
        ]
        #expect(
            try render("{{name}}|{{{name}}}|{{& name }}|{{count}}|{{on}}|{{missing}}|{{card.title}}|{{card.nope}}", values)
                == "<Card & Co>|<Card & Co>|<Card & Co>|3|true||Sale|")
    }

    @Test func sectionsFollowTheirValue() throws {
        let values: [String: TemplateValue] = [
            "yes": .flag(true), "no": .flag(false), "none": .list([]), "names": .texts(["a", "b"]), "people": people,
            "card": .object(Values(values: ["title": .text("Sale")])), "title": .text("outer"),
        ]
        #expect(try render("{{#yes}}Y{{/yes}}{{#no}}N{{/no}}{{#none}}E{{/none}}{{#missing}}M{{/missing}}", values) == "Y")
        #expect(
            try render("{{^yes}}Y{{/yes}}{{^no}}N{{/no}}{{^none}}E{{/none}}{{^missing}}M{{/missing}}{{^names}}L{{/names}}", values) == "NEM"
        )
        #expect(try render("{{#names}}<{{.}}>{{/names}}", values) == "<a><b>")
        #expect(try render("{{#people}}{{name}},{{/people}}", values) == "Ann,Bo,Cy,")
        #expect(try render("{{#card}}{{title}}{{/card}}", values) == "Sale")
    }

    @Test func aNameTheInnerValueLacksIsLookedUpOutwards() throws {
        let values: [String: TemplateValue] = [
            "title": .text("outer"), "people": people,
            "inner": .object(Values(values: ["other": .text("x")])),
        ]
        #expect(try render("{{#people}}{{name}}/{{title}} {{/people}}", values) == "Ann/outer Bo/outer Cy/outer ")
        #expect(try render("{{#inner}}{{other}}{{title}}{{/inner}}", values) == "xouter")
        // A dotted name is looked up outwards by its first part only.
        #expect(try render("{{#inner}}{{inner.title}}|{{inner.other}}{{/inner}}", values) == "|x")
    }

    @Test func standaloneTagLinesAreRemovedWholly() throws {
        let values: [String: TemplateValue] = ["names": .texts(["a", "b"]), "yes": .flag(true)]
        let text = "start\n  {{#names}}\n    - {{.}}\n  {{/names}}\n\t{{! a comment }}\n{{^yes}}\nnever\n{{/yes}}\nend"
        #expect(try render(text, values) == "start\n    - a\n    - b\nend")
        #expect(try render("a\r\n{{#yes}}\r\nb\r\n{{/yes}}\r\nc", values) == "a\r\nb\r\nc")
        // Two tags on one line are not standalone: the line stays.
        #expect(try render("a\n{{#yes}}{{/yes}}\nb", values) == "a\n\nb")
        #expect(try render("a\n  {{#yes}}x{{/yes}}  \nb", values) == "a\n  x  \nb")
        // A variable alone on its line keeps its line.
        #expect(try render("a\n{{missing}}\nb", values) == "a\n\nb")
        #expect(try render("a\n{{#yes}}\nb\n{{/yes}}", values) == "a\nb\n")
    }

    @Test func positionTransformsAnswerForTheListBeingIterated() throws {
        let values: [String: TemplateValue] = ["people": people, "yes": .flag(true), "card": .object(Values(values: [:]))]
        #expect(try render("{{#people}}{{name}}{{^last()}}, {{/last()}}{{/people}}", values) == "Ann, Bo, Cy")
        #expect(
            try render("{{#people}}{{#first()}}[{{/first()}}{{index()}}{{#even()}}e{{/even()}}{{#odd()}}o{{/odd()}}{{/people}}", values)
                == "[0e1o2e")
        // A flag's section keeps the position; a value's own section starts afresh.
        #expect(try render("{{#people}}{{#yes}}{{index()}}{{/yes}}{{/people}}", values) == "012")
        #expect(try render("{{#people}}{{#card}}{{index()}}{{^first()}}-{{/first()}}{{/card}}{{/people}}", values) == "---")
        #expect(try render("{{^last()}}outside{{/last()}}", values) == "outside")
    }

    @Test func valueTransformsApplyInnermostFirst() throws {
        let values: [String: TemplateValue] = [
            "name": .text("product card"), "names": .texts(["b", "c", "a"]), "none": .list([]), "count": .number(0),
            "people": people,
        ]
        #expect(
            try render("{{uppercased(name)}}|{{capitalized(name)}}|{{lowercased(uppercased(name))}}", values)
                == "PRODUCT CARD|Product Card|product card")
        #expect(
            try render("{{count(names)}}|{{first(names)}}|{{last(names)}}|{{#sorted(names)}}{{.}}{{/sorted(names)}}", values)
                == "3|b|a|abc")
        #expect(try render("{{#reversed(names)}}{{.}}{{/reversed(names)}}|{{uppercased(first(sorted(names)))}}", values) == "acb|A")
        #expect(try render("{{#empty(none)}}empty{{/empty(none)}}{{^empty(names)}} not{{/empty(names)}}", values) == "empty not")
        #expect(try render("{{#equalzero(count)}}zero{{/equalzero(count)}} {{plusone(count)}} {{minusone(count)}}", values) == "zero 1 -1")
        #expect(try render("{{#first(people)}}{{name}}{{/first(people)}}", values) == "Ann")
        // A transform that does not apply to the value answers nothing.
        #expect(try render("[{{uppercased(count)}}][{{plusone(name)}}]", values) == "[][]")
    }

    @Test func delimitersCanBeChanged() throws {
        let values: [String: TemplateValue] = ["name": .text("x"), "yes": .flag(true)]
        #expect(try render("{{=<% %>=}}\n{{name}} <%name%>\n<%#yes%>\nin\n<%/yes%>\n<%={{ }}=%>{{name}}", values) == "{{name}} x\nin\nx")
    }

    @Test func partialsRenderInTheSameScopeIndentedLikeTheirTag() throws {
        let values: [String: TemplateValue] = ["people": people]
        let rendered = try render(
            "list:\n{{#people}}\n    {{>item}}\n{{/people}}\nend {{>inline}}", values,
            partials: ["item": "- {{name}}\n", "inline": "{{name}}."])
        #expect(rendered == "list:\n    - Ann\n    - Bo\n    - Cy\nend .")
        #expect(try render("{{>self}}", partials: ["self": "a{{>self}}"]).count == 10)
    }

    @Test func aValueOfSeveralLinesGoesOnAtItsLinesIndentation() throws {
        let values: [String: TemplateValue] = ["code": .text("a ==\n    b\n\nc"), "crlf": .text("a\r\nb\r\n\r\nc")]
        #expect(
            try render("    var x: Bool {\n        {{code}}\n    }\n", values)
                == "    var x: Bool {\n        a ==\n            b\n\n        c\n    }\n")
        #expect(try render("  let x = {{code}};", values) == "  let x = a ==\n      b\n\n  c;")
        #expect(try render("{{code}}", values) == "a ==\n    b\n\nc")
        #expect(try render("\t{{crlf}}", values) == "\ta\r\n\tb\r\n\r\n\tc")
        // In an indented partial, the partial's indentation comes first.
        #expect(try render("  {{>inner}}", values, partials: ["inner": "  {{code}}\n"]) == "    a ==\n        b\n\n    c\n")
    }

    @Test func syntaxErrorsSayWhatAndWhere() {
        #expect(error("a\n  {{name") == MustacheSyntaxError(message: "a tag is not closed with '}}'", line: 2, column: 3))
        #expect(
            error("é\n{{#actions}}\n")
                == MustacheSyntaxError(message: "the section {{#actions}} is not closed; add its {{/actions}}", line: 2, column: 1))
        // A CRLF line end ends a line too (a fuzzer once doubted it).
        #expect(error("a\r\n\r\n {{#x}}")?.line == 3)
        #expect(error("a\r\n\r\n {{#x}}")?.column == 2)
        #expect(error("{{#a}}{{^b}}\n{{/a}}")?.message == "{{/a}} closes {{^b}}; close that one first")
        #expect(error("x {{/a}}") == MustacheSyntaxError(message: "{{/a}} closes a section that is not open", line: 1, column: 3))
        #expect(error("{{=<%>=}}")?.message == "a set-delimiter tag is malformed; write {{=<% %>=}}")
        #expect(error("{{<parent}}{{/parent}}")?.message.hasPrefix("template inheritance") == true)
        #expect(
            error("{{%CONTENT_TYPE:HTML}}")?.message
                == "unknown pragma {{%CONTENT_TYPE:HTML}}: featuregen templates render text, never HTML")
        #expect(error("{{ }}")?.message == "a tag has no name")
        let deep = String(repeating: "{{#a}}", count: 101) + String(repeating: "{{/a}}", count: 101)
        #expect(error(deep) == MustacheSyntaxError(message: "sections nest more than 100 deep", line: 1, column: 601))
        #expect(error(String(repeating: "{{#a}}", count: 100) + String(repeating: "{{/a}}", count: 100)) == nil)
        #expect(error("{{a b}}")?.message.hasPrefix("'a b' is not a name") == true)
        #expect(error("{{%CONTENT_TYPE:TEXT}}\n{{{a}}}{{! {{ }} }}") == nil)
    }

    @Test func aTemplateSetRefusesPartialsAndNamesItCannotRender() throws {
        let view = "FeatureView.swift.mustache"
        let good = try TemplateSet(architecture: "mvvm", overrides: [view: ("// {{feature}}\n{{>Subview.swift}}\n", "T/\(view)")])
        #expect(good.manifest.name == "mvvm")
        #expect {
            try TemplateSet(architecture: "mvvm", overrides: [view: ("a\n  {{>Subviews.swift}}\n", "T/\(view)")])
        } throws: { error in
            let text = (error as? DiagnosticsError)?.diagnostics.map(\.description).joined(separator: "\n") ?? ""
            return text.contains("T/FeatureView.swift.mustache:2:3: error: template error: {{>Subviews.swift}} names no template")
                && text.contains("did you mean 'Subview.swift'?")
        }
        #expect {
            try TemplateSet(architecture: "mvvm", overrides: [view: ("a\n{{#actions}}\n", "T/\(view)")])
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.map(\.description).first?.hasPrefix(
                "T/FeatureView.swift.mustache:2:1: error: template error: the section {{#actions}} is not closed") == true
        }
    }

    /// A list partial (a manifest's `lists:`) puts its lines that are not blank on the tag's
    /// line, joined by `, `, after its prefix when it has any item: no `{{^last()}}, ` and no
    /// flags that say whether something came before.
    @Test func aListPartialJoinsItsLinesOnTheTagsLine() throws {
        let templates = [
            "main": try MustacheTemplate("init({{>arguments}}) {}\nstruct S{{>conformances}} {}\n    {{>conformances}}\nend\n"),
            "arguments": try MustacheTemplate("{{#a}}\na: Int\r\n{{/a}}\n{{#items}}\n    {{.}}: String\n{{/items}}\nc: Bool\n"),
            "conformances": try MustacheTemplate("{{#a}}\nEquatable\n{{/a}}\n{{#a}}\nSendable\n{{/a}}\n"),
        ]
        let renderer = MustacheRenderer(partials: templates, lists: ["arguments": .init(), "conformances": .init(prefix: ": ")])
        let all = Values(values: ["a": .flag(true), "items": .list([.text("x"), .text("y")])])
        #expect(
            renderer.render(templates["main"]!, .object(all))
                == "init(a: Int, x: String, y: String, c: Bool) {}\nstruct S: Equatable, Sendable {}\n    : Equatable, Sendable\nend\n")
        let none = Values(values: ["a": .flag(false), "items": .list([])])
        #expect(renderer.render(templates["main"]!, .object(none)) == "init(c: Bool) {}\nstruct S {}\nend\n")
    }
}
