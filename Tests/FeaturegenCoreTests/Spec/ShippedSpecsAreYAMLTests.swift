import FeaturegenTestSupport
import Foundation
import Testing

@testable import FeaturegenCore

/// The specs featuregen writes, ships and documents are YAML that any tool reads, not only
/// featuregen: each parses with libyaml alone, without the pre-pass that quotes the unquoted
/// `(label: Type)` shorthand. The shorthand still loads, with a warning that spells it validly.
@Suite struct ShippedSpecsAreYAMLTests {
    /// Every spec file under the example and fixture folders, the starter spec of each
    /// architecture, and each YAML block of the README and the documentation that is a spec.
    private func shippedSpecs() throws -> [(name: String, text: String)] {
        var specs: [(String, String)] = []
        let fileManager = FileManager.default
        for folder in ["Specs", "Tests/Fixtures"] {
            let root = Repository.root.appendingPathComponent(folder)
            let paths = try #require(fileManager.subpathsOfDirectory(atPath: root.path) as [String]?)
            for path in paths.sorted() where path.hasSuffix(".yaml") && (folder == "Specs" || path.contains("Specs/")) {
                specs.append(("\(folder)/\(path)", try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)))
            }
        }
        for architecture in ArchitectureCatalog.names {
            let renderer = FeatureRenderer(templates: try TemplateSet(architecture: architecture), config: ProjectConfig())
            specs.append(("starter spec of \(architecture)", renderer.renderStarterSpec(feature: "Profile", architecture: architecture)))
        }
        let documentation = Repository.root.appendingPathComponent("Documentation")
        let pages =
            ["README.md"]
            + (fileManager.subpaths(atPath: documentation.path) ?? []).filter { $0.hasSuffix(".md") }.sorted().map {
                "Documentation/\($0)"
            }
        for page in pages {
            let text = try String(contentsOf: Repository.root.appendingPathComponent(page), encoding: .utf8)
            for (index, block) in text.components(separatedBy: "```yaml\n").dropFirst().enumerated() {
                let yaml = block.components(separatedBy: "\n```")[0] + "\n"
                if yaml.hasPrefix("feature:") || yaml.contains("\nfeature:") { specs.append(("\(page) yaml block \(index + 1)", yaml)) }
            }
        }
        return specs
    }

    @Test func everyShippedSpecParsesWithLibyamlAloneAndLoadsWithoutAWarningAboutIt() throws {
        let specs = try shippedSpecs()
        #expect(specs.count > 20, "\(specs.map(\.name))")
        for (name, text) in specs {
            do {
                _ = try YAMLLoader().load(Array(text.utf8), file: name)
            } catch {
                Issue.record("\(name) is not valid YAML: \(error)")
            }
            #expect(ParameterListQuoting.quoteReporting(Array(text.utf8)).shorthands.isEmpty, "\(name)")
        }
    }

    @Test func theShorthandLoadsWithAWarningThatShowsTheValidSpelling() throws {
        let spec = try loadSpec(
            "feature: Cart\noutput:\n  didBuy: (itemCount: Int, note: String?)   # bought\n  didPick: ([String: Int], label: Result<Int, Error>)\n"
        )
        #expect(spec.output.map(\.name) == ["didBuy", "didPick"])
        let warnings = spec.warnings.map(\.description).joined(separator: "\n")
        #expect(
            warnings.contains(
                "Test.yaml:3:11: warning: '(itemCount: Int, note: String?)' is not valid YAML: editors and other YAML tools report an error here"
            ), "\(warnings)")
        #expect(
            warnings.contains(
                "write it as a mapping, '{ itemCount: Int, note: String? }', or in quotes, '\"(itemCount: Int, note: String?)\"'"))
        // A list a mapping cannot say (an unlabelled value, a type with brackets) is quoted.
        #expect(warnings.contains("Test.yaml:4:12: warning: '([String: Int], label: Result<Int, Error>)' is not valid YAML"), "\(warnings)")
        #expect(warnings.contains("write it in quotes: '\"([String: Int], label: Result<Int, Error>)\"'"), "\(warnings)")
        // A list YAML reads as it is (nothing after a colon) needs no warning.
        #expect(try loadSpec("feature: Cart\nactions:\n  - pick: (String, Int)\n").warnings.isEmpty)
    }
}
