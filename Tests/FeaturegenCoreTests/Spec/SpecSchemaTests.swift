import FeaturegenTestSupport
import Foundation
import Testing

@testable import FeaturegenCore

/// `featuregen schema` against a real JSON Schema validator (Python's jsonschema, draft
/// 07): it accepts every example spec, the starter spec and the README's spec reference,
/// and refuses what the loader refuses.
@Suite struct SpecSchemaTests {
    private func validate(_ texts: [String], schema: String) throws -> [[String]] {
        try SchemaValidator.validate(texts, schema: schema)
    }

    /// The spec reference at the top of `Documentation/Spec.md`.
    private func readmeSpec() throws -> String {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("Documentation/Spec.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```yaml\n"))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        return String(readme[start.upperBound..<end.lowerBound]) + "\n"
    }

    @Test func everyExampleSpecTheStarterSpecAndTheReadmeSpecAreValid() throws {
        let folder = Repository.root.appendingPathComponent("Specs")
        var texts = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map {
            try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
        for architecture in ArchitectureCatalog.names {
            let renderer = FeatureRenderer(templates: try TemplateSet(architecture: architecture), config: ProjectConfig())
            texts.append(renderer.renderStarterSpec(feature: "Profile", architecture: architecture))
        }
        // The fixtures that mix architectures, with their options.
        let mixed = Repository.root.appendingPathComponent("Tests/Fixtures/Mixed/Specs")
        texts += try FileManager.default.contentsOfDirectory(atPath: mixed.path).sorted().map {
            try String(contentsOf: mixed.appendingPathComponent($0), encoding: .utf8)
        }
        texts.append("feature: Profile\narchitecture: tca\nequatable: false\n")
        // `was:` beside a case of any form, and among a case's labels.
        texts.append(
            "feature: Basket\nwas: Cart\nactions:\n  - choose: Int\n    was: select\n  - { pair: \"(Int, String)\", was: couple }\n  - reload: { was: load }\n  - open: { was: show, index: Int }\n"
        )
        // A shared key declared beside its storage, one read by name, and an effect that cancels the one in flight.
        texts.append(
            "feature: Profile\narchitecture: tca\nstate:\n  recent: { type: \"[String]\", initial: \"[]\", shared: { fileStorage: recent.json, key: recent } }\n"
                + "  again: { type: \"[String]\", shared: { key: recent } }\nactions:\n  - search:\n    cancellable: { id: query, cancelInFlight: true }\n"
                + "  - load:\n    cancellable: { cancelInFlight: false }\n")
        texts.append(try readmeSpec())
        for text in texts { _ = try loadSpec(text) }  // the loader accepts them too
        let results = try validate(texts, schema: SpecSchema.spec)
        for (text, errors) in zip(texts, results) {
            #expect(errors.isEmpty, "\(errors) in:\n\(text.prefix(200))")
        }
    }

    /// What a team reads and copies (the example specs, the fixture apps' specs, every starter
    /// spec and the spec reference) is YAML to every common parser, yamllint's pure-Python one
    /// included, as it is, without featuregen's quoting of `(label: Type)` lists.
    @Test func theSpecsATeamCopiesParseWithEveryParser() throws {
        // Each folder's specs against the schema of its project, whose architecture is the default.
        let folders = [("Specs", "mvvm")] + ArchitectureCatalog.names.map { ("Tests/Fixtures/Apps/\($0)/Specs", $0) }
        for (folder, architecture) in folders {
            let folder = Repository.root.appendingPathComponent(folder)
            let names = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
            var texts = try names.sorted().map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
            let renderer = FeatureRenderer(templates: try TemplateSet(architecture: architecture), config: ProjectConfig())
            texts.append(renderer.renderStarterSpec(feature: "Profile", architecture: architecture))
            if architecture == "mvvm" { texts.append(try readmeSpec()) }
            let schema = SpecSchema.spec(options: ArchitectureCatalog.options, defaultArchitecture: architecture)
            let results = try SchemaValidator.validate(texts, schema: schema, everyParser: true)
            for (text, errors) in zip(texts, results) {
                #expect(errors.isEmpty, "\(errors) in:\n\(text.prefix(200))")
            }
        }
    }

    /// The spec reference validates as it stands: a key only some architectures honour is
    /// commented out there, never warned as ignored by the architecture it names.
    @Test func theSpecReferenceValidatesWithoutAWarning() throws {
        let spec = try SpecLoader(fileSystem: MemoryFileSystem(), architectures: .builtIn(default: "mvvm"))
            .load(Array(try readmeSpec().utf8), path: "ProductCard.yaml")
        #expect(spec.warnings.map(\.description) == [])
    }

    /// An architecture's options are refused in a spec of another architecture, as the loader
    /// refuses them, and one without `architecture:` is the project's default architecture's.
    @Test func theSchemaFollowsTheSpecsArchitecture() throws {
        let options = ArchitectureCatalog.options
        var cases: [(text: String, valid: Bool)] = []
        for (owner, declared) in options.sorted(by: { $0.key < $1.key }) {
            // An option whose default is no value (`flow: ""`) is written with a name.
            for option in declared {
                let value = option.defaultValue.json.text(width: .max)
                let line = "\(option.name): \(value == "\"\"" ? "Shopping" : value)\n"
                for architecture in options.keys.sorted() {
                    let valid = options[architecture, default: []].contains { $0.name == option.name }
                    cases.append(("feature: Profile\narchitecture: \(architecture)\n" + line, valid))
                }
                cases.append(
                    ("feature: Profile\n" + line, owner == "tca" || options["tca", default: []].contains { $0.name == option.name }))
            }
        }
        #expect(cases.contains { !$0.valid } && cases.contains(where: \.valid))
        let schema = SpecSchema.spec(options: options, defaultArchitecture: "tca")
        for ((text, valid), errors) in zip(cases, try validate(cases.map(\.text), schema: schema)) {
            #expect(errors.isEmpty == valid, "\(valid ? "refused" : "accepted"): \(text) \(errors)")
        }
    }

    /// A project's own manifest may add spec keys; its schema (`featuregen schema`, and the one
    /// `init` saves for editors) has them, so editors accept what the loader accepts.
    @Test func aProjectsSchemaHasTheKeysItsOwnManifestsAdd() throws {
        let builtIn = try #require(TemplateSet.builtInFiles(of: "mvvm").first { $0.name == ArchitectureManifest.fileName }?.text)
        let manifest = builtIn.replacingOccurrences(
            of: "\noptions:\n",
            with: "\noptions:\n  flavour: { type: string, values: [plain, fancy], default: plain, description: \"How it looks.\" }\n")
        let fileSystem = MemoryFileSystem(files: [
            "featuregen.yml": "templates: Templates/mvvm\n", "Templates/mvvm/architecture.yaml": manifest,
        ])
        let project = try Project.load(from: fileSystem)
        let schema = try SpecSchema.spec(for: project)
        #expect(schema.contains(#""flavour": { "enum": ["plain", "fancy"], "default": "plain", "description": "(mvvm) How it looks." }"#))
        #expect(!SpecSchema.spec.contains("flavour"))
        _ = try ProjectSetup(fileSystem: fileSystem).initialize(ProjectSetup.InitOptions())
        #expect(try fileSystem.readText(ReservedPaths.specSchemaPath) == schema + "\n")
    }

    @Test func theSchemaRefusesWhatTheLoaderRefuses() throws {
        let invalid = [
            "feature: Profile\nacions: [load]\n",
            "feature: profile\n",
            "state:\n  title: String\n",
            "feature: Profile\nstate:\n  title: { tpye: String }\n",
            "feature: Profile\nsubviews:\n  Header:\n    bindng: true\n",
            "feature: Profile\nroutes:\n  - open: { module: Settings, presentation: sideways }\n",
            "feature: Profile\narchitecture: mvvc\n",
            "feature: Profile\narchitecture: tca\nequatable: maybe\n",
            "feature: Profile\nactions:\n  - { choose: Int, pick: Int, was: select }\n",
            "feature: Profile\nactions:\n  - search:\n    cancellable: { id: query, cancelInFlite: true }\n",
            "feature: Profile\nstate:\n  s: { type: Int, shared: { appStorage: s, inMemory: s, key: s } }\n",
            "feature: Profile\nstate:\n  s: { type: Int, shared: { key: sync-ups } }\n",
        ]
        for text in invalid { #expect(throws: DiagnosticsError.self) { try loadSpec(text) } }
        let results = try validate(invalid, schema: SpecSchema.spec)
        for (text, errors) in zip(invalid, results) {
            #expect(!errors.isEmpty, "the schema accepts:\n\(text)")
        }
    }

    @Test func theConfigSchemaAcceptsWhatInitWritesAndRefusesUnknownKeys() throws {
        let results = try validate([ProjectConfig().fileText, "specs: Specs\nouptut: Features\n"], schema: SpecSchema.config)
        #expect(results[0].isEmpty, "\(results[0])")
        #expect(!results[1].isEmpty)
    }
}
