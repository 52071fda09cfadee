import FeaturegenTestSupport
import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import FeaturegenCore

/// `Documentation/TemplateContext.md` is generated from `TemplateSchema` (the names each context
/// answers) and the doc comments of the `RenderContext+*.swift` files, so it cannot drift from
/// what templates can read. Re-record with `FEATUREGEN_RECORD=1`.
@Suite struct TemplateContextPageTests {
    private let pagePath = Repository.root.appendingPathComponent("Documentation/TemplateContext.md")

    /// The render contexts' declarations: one file for each kind of context.
    private func contextSources() throws -> [String] {
        let folder = Repository.root.appendingPathComponent("Sources/FeaturegenCore/Rendering")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("RenderContext+") && $0.hasSuffix(".swift") }.sorted()
        return try names.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    }

    /// Each property's doc comment, by type and name, as one line.
    private func docComments() throws -> [String: [String: String]] {
        var comments: [String: [String: String]] = [:]
        for source in try contextSources() {
            comments.merge(docComments(in: source)) { $0.merging($1) { first, _ in first } }
        }
        return comments
    }

    private func docComments(in source: String) -> [String: [String: String]] {
        var comments: [String: [String: String]] = [:]
        for statement in Parser.parse(source: source).statements {
            guard let type = statement.item.as(StructDeclSyntax.self) else { continue }
            for member in type.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                    let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else { continue }
                let lines = variable.leadingTrivia.compactMap { piece -> String? in
                    if case .docLineComment(let text) = piece { return String(text.dropFirst(3)).trimmingCharacters(in: .whitespaces) }
                    return nil
                }
                if !lines.isEmpty { comments[type.name.text, default: [:]][name] = lines.joined(separator: " ") }
            }
        }
        return comments
    }

    private func page() throws -> String {
        let comments = try docComments()
        var lines = [
            "# The template context", "",
            "What a template can read, generated from the code (`TemplateSchema` and the comments of",
            "`Sources/FeaturegenCore/Rendering/RenderContext+*.swift`); a test fails when they disagree.",
            "A feature's files read `FeatureContext`, project files and the starter spec `ProjectContext`.",
            "A name not listed is an error when the templates load. `{{#list}}…{{/list}}` repeats for each",
            "element, with the element's names in scope; a flag or a value opens a section once.", "",
            "Besides these: `{{options.<key>}}` reads the architecture's own spec keys (a choice also answers",
            "`{{#options.<key><Value>}}`), `{{settings.<name>}}` reads the architecture's project settings",
            "(its manifest's `settings:`, set in featuregen.yml's block named after it), `{{#moduleIs.<architecture>}}`",
            "is true for the architecture of the feature a route opens, and `{{#moduleRoutesTo.<architecture>}}`",
            "(`moduleRoutesNotTo`, `declaredRoutesNotTo`, `pushRoutesTo`, `presentRoutesTo`) lists the routes to",
            "features of one architecture.",
        ]
        let order =
            [TemplateSchema.feature, TemplateSchema.project]
            + TemplateSchema.types.keys.sorted().filter {
                ![TemplateSchema.feature, TemplateSchema.project].contains($0)
            }
        for type in order {
            guard let names = TemplateSchema.types[type] else { continue }
            lines += ["", "## \(type)", "", "| name | is | what |", "| --- | --- | --- |"]
            for name in names.keys.sorted() {
                let kind: String =
                    switch names[name]! {
                    case .scalar:
                        name.hasPrefix("has") || name.hasPrefix("is") || ["combine", "observable", "swiftTesting", "xctest"].contains(name)
                            ? "flag" : "text"
                    case .strings: "list of text"
                    // A context read by name (`options.<key>`, `moduleRoutesTo.<architecture>`) has
                    // no table of its own; the page's opening says what it answers.
                    case .context(let child):
                        TemplateSchema.types[child] == nil ? "\(child), by name (above)" : "[\(child)](#\(child.lowercased()))"
                    }
                let what = (comments[type]?[name] ?? "").replacingOccurrences(of: "|", with: "\\|")
                lines.append("| `\(name)` | \(kind) | \(what) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func thePageIsWhatTheSchemaAndTheCommentsSay() throws {
        let page = try page()
        if Repository.isRecording {
            try page.write(to: pagePath, atomically: true, encoding: .utf8)
            return
        }
        let onDisk = try String(contentsOf: pagePath, encoding: .utf8)
        #expect(onDisk == page, "Documentation/TemplateContext.md is stale: re-record with FEATUREGEN_RECORD=1")
    }
}
