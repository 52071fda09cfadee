import Testing

@testable import FeaturegenCore

/// featuregen's own templates keep to 160 characters a line and 6 levels of sections: loading
/// a built-in template set checks it (`theBuiltInTemplatesUseOnlyKnownNames` loads each), and
/// a project's own templates are free of the rule.
@Suite struct TemplateStyleTests {
    private func problems(_ text: String, file: String = "T.mustache") throws -> [String] {
        TemplateStyle.diagnostics(in: try MustacheTemplate(text), source: text, file: file).map(\.description)
    }

    @Test func aLineLongerThan160CharactersIsAnErrorAtItsLine() throws {
        #expect(try problems("struct A {}\n" + String(repeating: "x", count: 160) + "\n").isEmpty)
        let found = try problems("struct A {}\n" + String(repeating: "x", count: 161) + "\n")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("T.mustache:2:161: error: template line is 161 characters long") == true, "\(found)")
    }

    @Test func aSectionNestedDeeperThan6IsAnErrorAtItsTag() throws {
        let open = (1...6).map { "{{#s\($0)}}" }.joined()
        let close = (1...6).reversed().map { "{{/s\($0)}}" }.joined()
        #expect(try problems(open + "x" + close + "\n").isEmpty)
        let found = try problems(open + "{{^deep}}x{{/deep}}{{#deep}}y{{/deep}}" + close + "\n")
        #expect(found.count == 2, "\(found)")
        #expect(found.first?.hasPrefix("T.mustache:1:43: error: section nested more than 6 deep") == true, "\(found)")
    }

    /// A list whose items put commas between them on one line is an error at the section; a
    /// comma that ends a line (an argument a line) is not, nor is a blank line between blocks.
    @Test func aListJoinedOnOneLineByLastIsAnErrorAtTheSection() throws {
        let inline = "init({{#input}}{{name}}: {{type}}{{^last()}}, {{/last()}}{{/input}})\n"
        let found = try problems(inline)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("T.mustache:1:34: error: a list joined by {{^last()}}, {{/last()}}") == true, "\(found)")
        let lines = "{{#input}}\n    {{name}}: {{name}}{{^last()}},{{/last()}}\n{{/input}}\n{{#a}}\nx\n{{^last()}}\n\n{{/last()}}\n{{/a}}\n"
        #expect(try problems(lines).isEmpty)
    }

    /// Every built-in template keeps to the rule, the shared partials too.
    @Test func everyBuiltInTemplateKeepsToTheRule() throws {
        for (path, text) in EmbeddedTemplates.files where path.hasSuffix(".mustache") {
            let found = try problems(text, file: TemplateStyle.builtInPrefix + path)
            #expect(found.isEmpty, "\(path): \(found)")
        }
    }

    @Test func aProjectsOwnTemplateIsNotHeldToTheRule() throws {
        let long = "{{#dependency}}\n// " + String(repeating: "x", count: 200) + "\n{{/dependency}}\n"
        _ = try TemplateSet(
            architecture: "tca", overrides: ["FeatureClient.swift.mustache": (long, "Templates/tca/FeatureClient.swift.mustache")])
        #expect(!TemplateStyle.applies(to: "Templates/tca/FeatureClient.swift.mustache"))
        #expect(TemplateStyle.applies(to: "<built-in>/Templates/vsurf/FeatureView.swift.mustache"))
    }
}
