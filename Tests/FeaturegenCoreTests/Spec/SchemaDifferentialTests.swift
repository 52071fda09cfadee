import FeaturegenTestSupport
import Foundation
import Testing

@testable import FeaturegenCore

/// `featuregen schema` and the loader must agree on every document's shape: a spec an editor
/// accepts loads, and one the loader refuses for its shape is marked in the editor. The corpus
/// is every spec the repository holds (examples, fixtures, the fuzzer's seeds and the
/// diagnostic cases) and, from each, seeded mutations of its values and keys.
@Suite struct SchemaDifferentialTests {
    /// Documents YAML itself reads differently from featuregen (anchors, duplicate keys, tags,
    /// several documents, bytes that are not UTF-8): the loader refuses them before any shape
    /// is read, and no schema can see them, so they are out of the comparison.
    private func loads(_ text: String) -> YAMLNode? {
        let quoted = ParameterListQuoting.quote(Array(text.utf8))
        return try? YAMLLoader(document: .spec).load(quoted, file: "Test.yaml")
    }

    private func corpus() throws -> [String] {
        var texts: [String] = []
        for folder in ["Specs", "fuzz/seeds", "fuzz/regressions", "Tests/Fixtures/Mixed/Specs"] {
            let url = Repository.root.appendingPathComponent(folder)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.sorted() ?? [] where name.hasSuffix(".yaml") {
                if let text = try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8) { texts.append(text) }
            }
        }
        texts += (loaderCases + specCases + routeCases).map(\.spec)
        // Where the two once disagreed.
        texts += [
            "feature: A\nstate:\n  x: { type: Int, derived: 5 }\n",
            "feature: A\nsubviews:\n  H:\n    state:\n      x: { type: Int, value: 1 }\n",
            "feature: A\nactions: [true]\n", "feature: A\nstate: { true: Bool }\n", "feature: A\nstate:\n  x: { initial: 1 }\n",
            "feature: A\ntypes:\n  Item: { cases: String }\n", "feature: A\nstate:\n  x: true\n",
            // An unquoted dictionary type is a client's type, as it is a state field's.
            "feature: A\ndependencies:\n  store: { String: Int }\n",
            // An inline subview takes only `was:` and `property:`; `inline: false` is a subview like any.
            "feature: A\nsubviews:\n  H: { inline: true, was: G, property: h }\n",
            "feature: A\nsubviews:\n  H: { inline: true, state: { x: Int } }\n",
            "feature: A\nsubviews:\n  H: { inline: true, actions: [a] }\n",
            "feature: A\nsubviews:\n  H: { inline: false, state: { x: Int } }\n",
            "feature: A\nsubviews:\n  H: { inline: true, whole: true }\n",
            "feature: A\nsubviews:\n  H: { inline: true, whole: false }\n",
            "feature: A\nsubviews:\n  H: { inline: true, case: onH }\n",
            "feature: A\nsubviews:\n  H: { inline: 1 }\n",
            "feature: A\nactions:\n  - start:\n    cancellable: timer\n  - stop:\n    cancels: true\n",
        ]
        return texts
    }

    /// Replaces the value after the `n`th `key:` of a block with another kind of value,
    /// or renames a key: what a hand edit gets wrong.
    private func mutations(of text: String, generator: inout SplitMix64) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let candidates = lines.indices.filter { index in
            let line = lines[index]
            return !line.trimmingCharacters(in: .whitespaces).hasPrefix("#") && line.contains(": ")
        }
        let replacements = [
            "5", "true", "[a, b]", "{ a: 1 }", "\"\"", "Int", "[]", "{}", "null", "-1", "yes", "[Int]", "{ type: Int }",
            "{ from: x, value: \"1\" }", "{ module: B, presentation: alert }", "{ whole: true, actions: [a] }",
            "{ inline: true, state: { a: Int } }", "{ fields: [a] }",
            "{ cases: [a], conforms: [Hashable] }", "\"(a: Int)\"", "{ String: Int }", "1.5", "~", "[[Int]]",
        ]
        var results: [String] = []
        for _ in 0..<min(10, candidates.count) {
            guard let index = candidates.randomElement(using: &generator) else { break }
            var copy = lines
            let line = copy[index]
            let colon = line.range(of: ": ")!
            if Bool.random(using: &generator) {
                copy[index] = String(line[..<colon.upperBound]) + replacements.randomElement(using: &generator)!
            } else {
                let indent = line.prefix { $0 == " " || $0 == "-" }
                copy[index] = indent + "zz" + line.dropFirst(indent.count)
            }
            results.append(copy.joined(separator: "\n"))
        }
        return results
    }

    /// What only a Swift parser tells: a type or parameter list that does not parse, a name
    /// Swift keeps for itself. A JSON Schema sees a string there; the loader reports it, and the
    /// comparison leaves these out.
    private static let beyondASchema = [
        "is not a valid Swift type", "is not a valid parameter list", "is not one protocol",
    ]

    @Test func theSchemaAndTheLoaderGiveTheSameVerdictOnEveryShape() throws {
        // FEATUREGEN_SCHEMA_SEED explores other mutations; CI runs the same ones every time.
        let seed = ProcessInfo.processInfo.environment["FEATUREGEN_SCHEMA_SEED"].flatMap(UInt64.init) ?? 2026
        var generator = SplitMix64(seed: seed)
        var texts: [String] = []
        for text in try corpus() {
            texts.append(text)
            texts += mutations(of: text, generator: &generator)
        }
        try expectSameVerdicts(texts, atLeast: 300)
    }

    /// Every value of the spec page's example, and of a spec holding each long form, replaced
    /// in turn by each shape the two once disagreed on (`{}` for a mapping, a number for an
    /// expression, a lower-case flow, a word Swift keeps), and each name it declares by such a
    /// word: the shapes generated, not listed one by one.
    @Test func theSchemaAndTheLoaderAgreeOnEveryGeneratedShape() throws {
        try expectSameVerdicts(SchemaShapes.specs(), atLeast: 1500)
    }

    /// featuregen.yml: the config schema against the loader as every command reads it, the
    /// settings of each architecture's block included (`vsurf: { services: Type }`, `mvvm: {}`).
    @Test func theConfigSchemaAndTheLoaderAgreeOnEveryGeneratedShape() throws {
        let documents = SchemaShapes.configs().compactMap { text in
            (try? YAMLLoader(document: .config).load(Array(text.utf8), file: ProjectConfig.fileName)).map { (text, $0) }
        }
        let schemaErrors = try SchemaValidator.validate(documents.map(\.0), schema: SpecSchema.config)
        var disagreements: [String] = []
        for ((text, root), schema) in zip(documents, schemaErrors) {
            var loader: [Diagnostic] = []
            do {
                try Project(fileSystem: MemoryFileSystem(), config: ConfigDecoder().decode(root)).checkSettings()
            } catch {
                loader = error.diagnostics
            }
            guard loader.isEmpty != schema.isEmpty else { continue }
            let verdict =
                loader.isEmpty
                ? "the schema refuses (\(schema.prefix(2).joined(separator: "; "))) what the loader accepts"
                : "the schema accepts what the loader refuses (\(loader[0].message))"
            disagreements.append("\(verdict):\n\(text)")
        }
        #expect(documents.count > 200, "the corpus shrank to \(documents.count) documents")
        #expect(
            disagreements.isEmpty, "\(disagreements.count) of \(documents.count):\n\n\(disagreements.prefix(12).joined(separator: "\n\n"))")
    }

    private func expectSameVerdicts(_ texts: [String], atLeast minimum: Int) throws {
        let documents = texts.compactMap { text in loads(text).map { (text, $0) } }
        let schemaErrors = try SchemaValidator.validate(documents.map(\.0), schema: SpecSchema.spec)
        var disagreements: [String] = []
        for ((text, root), schema) in zip(documents, schemaErrors) {
            let all = SpecDecoder().shapeErrors(root)
            let loader = all.filter { error in
                !Self.beyondASchema.contains { error.message.contains($0) }
            }
            // A document the loader refuses only for what a schema cannot say (an option of
            // another architecture) may still be refused by the schema for its value's shape.
            guard loader.isEmpty != schema.isEmpty, !(loader.isEmpty && !all.isEmpty) else { continue }
            let verdict =
                loader.isEmpty
                ? "the schema refuses (\(schema.prefix(2).joined(separator: "; "))) what the loader accepts"
                : "the schema accepts what the loader refuses (\(loader[0].message))"
            disagreements.append("\(verdict):\n\(text)")
        }
        #expect(documents.count > minimum, "the corpus shrank to \(documents.count) documents")
        #expect(
            disagreements.isEmpty, "\(disagreements.count) of \(documents.count):\n\n\(disagreements.prefix(12).joined(separator: "\n\n"))")
    }
}
