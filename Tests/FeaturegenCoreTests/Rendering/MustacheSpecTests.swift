import Testing

@testable import FeaturegenCore

/// The engine against the rules of the Mustache spec (github.com/mustache/spec), area by area,
/// in cases of our own. Deliberate deviations, each tested here and listed in
/// Documentation/Templates.md: nothing is HTML-escaped; no lambdas, no template inheritance, no
/// dynamic partial names; a template that includes itself is refused when the set loads.
@Suite struct MustacheSpecTests {
    private struct Values: TemplateObject {
        var values: [String: TemplateValue]
        func value(named name: String) -> TemplateValue? { values[name] }
    }

    private func object(_ values: [String: TemplateValue]) -> TemplateValue { .object(Values(values: values)) }

    private func render(_ text: String, _ values: [String: TemplateValue] = [:], partials: [String: String] = [:]) throws -> String {
        var templates = try partials.mapValues { try MustacheTemplate($0) }
        templates["main"] = try MustacheTemplate(text)
        return MustacheRenderer(partials: templates).render(templates["main"]!, object(values))
    }

    @Test func interpolation() throws {
        #expect(try render("Hello, {{subject}}!", ["subject": .text("world")]) == "Hello, world!")
        // No HTML escaping: generated code is Swift (deviation).
        #expect(try render("{{a}} {{{a}}} {{&a}}", ["a": .text("<T & \"U\">")]) == "<T & \"U\"> <T & \"U\"> <T & \"U\">")
        #expect(try render("{{n}} {{f}}", ["n": .number(85), "f": .flag(true)]) == "85 true")
        #expect(try render("[{{missing}}]") == "[]")
        #expect(try render("{{a.b.c}}", ["a": object(["b": object(["c": .text("deep")])])]) == "deep")
        #expect(
            try render("{{a.b}}", ["a": object([:]), "b": .text("outer")]) == "", "a dotted name does not look outwards past its first part"
        )
        #expect(try render("{{ a }}|{{& a }}", ["a": .text("x")]) == "x|x")
        #expect(try render("  {{a}}\n", ["a": .text("x")]) == "  x\n", "an interpolation tag is never standalone")
    }

    @Test func sections() throws {
        #expect(try render("{{#t}}yes{{/t}}{{#f}}no{{/f}}", ["t": .flag(true), "f": .flag(false)]) == "yes")
        #expect(try render("{{#list}}{{.}},{{/list}}", ["list": .list([.text("a"), .text("b")])]) == "a,b,")
        #expect(try render("{{#list}}x{{/list}}", ["list": .list([])]) == "")
        #expect(try render("{{#o}}{{name}}{{/o}}", ["o": object(["name": .text("in")])]) == "in")
        #expect(try render("{{#o}}{{outer}}{{/o}}", ["o": object([:]), "outer": .text("out")]) == "out")
        #expect(try render("{{#a}}{{#b}}{{c}}{{/b}}{{/a}}", ["a": object(["b": object(["c": .text("1")])])]) == "1")
        #expect(try render("{{#a.b}}in{{/a.b}}", ["a": object(["b": .flag(true)])]) == "in")
        #expect(try render("{{#missing}}x{{/missing}}") == "")
        // Standalone lines: the tag's whole line goes, LF or CRLF.
        #expect(try render("|\n{{#t}}\nin\n{{/t}}\n|", ["t": .flag(true)]) == "|\nin\n|")
        #expect(try render("|\r\n{{#t}}\r\nin\r\n{{/t}}\r\n|", ["t": .flag(true)]) == "|\r\nin\r\n|")
        #expect(try render("  {{#t}}\n#{{/t}}", ["t": .flag(true)]) == "#")
    }

    @Test func invertedSections() throws {
        #expect(try render("{{^f}}no{{/f}}{{^t}}yes{{/t}}", ["t": .flag(true), "f": .flag(false)]) == "no")
        #expect(try render("{{^list}}empty{{/list}}", ["list": .list([])]) == "empty")
        #expect(try render("{{^missing}}none{{/missing}}") == "none")
        #expect(try render("{{^list}}x{{/list}}", ["list": .list([.text("a")])]) == "")
    }

    @Test func comments() throws {
        #expect(try render("a{{! ignore me }}b") == "ab")
        #expect(try render("a{{!\nmulti\nline\n}}b") == "ab")
        #expect(try render("|\n  {{! standalone }}\n|") == "|\n|")
        #expect(try render("|\r\n{{! crlf }}\r\n|") == "|\r\n|")
    }

    @Test func partials() throws {
        #expect(try render("[{{>p}}]", ["x": .text("1")], partials: ["p": "{{x}}"]) == "[1]")
        #expect(try render("[{{>missing}}]") == "[]")
        // A standalone partial tag indents every line of the partial, LF or CRLF.
        #expect(try render("\\\n  {{>p}}\n/", partials: ["p": "a\nb\n"]) == "\\\n  a\n  b\n/")
        #expect(try render("\\\r\n  {{>p}}\r\n/", partials: ["p": "a\r\nb\r\n"]) == "\\\r\n  a\r\n  b\r\n/")
        #expect(try render("x {{>p}}\n", partials: ["p": "a\nb"]) == "x a\nb\n", "an inline partial is not indented")
    }

    @Test func setDelimiters() throws {
        #expect(try render("{{=<% %>=}}(<%text%>)", ["text": .text("t")]) == "(t)")
        #expect(try render("[\n{{=| |=}}\n|#t|\n|x|\n|/t|\n]", ["t": .flag(true), "x": .text("in")]) == "[\nin\n]")
        // A partial keeps the default delimiters whatever its includer set.
        #expect(try render("{{=| |=}}|>p|", ["v": .text("ok")], partials: ["p": "{{v}}"]) == "ok")
    }

    @Test func aTemplateThatIncludesItselfIsRefusedWhenTheSetLoads() throws {
        let view = "FeatureView.swift.mustache", subview = "Subview.swift.mustache"
        #expect {
            try TemplateSet(
                architecture: "mvvm",
                overrides: [view: ("a\n{{>Subview.swift}}\n", "T/\(view)"), subview: ("b\n  {{>FeatureView.swift}}\n", "T/\(subview)")])
        } throws: { error in
            let text = (error as? DiagnosticsError)?.diagnostics.map(\.description).joined(separator: "\n") ?? ""
            return text.contains(
                "T/FeatureView.swift.mustache:2:1: error: template 'FeatureView.swift' includes itself: {{>FeatureView.swift}} → {{>Subview.swift}} → {{>FeatureView.swift}}"
            ) && text.components(separatedBy: "includes itself").count == 2
        }
    }
}
