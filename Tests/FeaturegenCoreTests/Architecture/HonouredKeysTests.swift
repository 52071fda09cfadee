import Testing

@testable import FeaturegenCore

/// No spec key is ignored in silence: each manifest says which core keys (and featuregen.yml
/// settings) its templates honour, and a spec or config that sets another gets a warning at
/// the key, saying what the architecture does instead.
@Suite struct HonouredKeysTests {
    /// A spec that writes every core key at least once.
    static let everyKey = """
        feature: Sample
        was: OldSample
        imports: [Charts]
        input:
          title: { type: String, default: '""' }
        output:
          didFinish: Void
        state:
          title: { type: String, input: title, was: name }
          count: { type: Int, initial: 1, let: true }
          isEmpty: { type: Bool, derived: "count == 0" }
          step: { type: Int, binding: true }
          items: { type: "IdentifiedArrayOf<Row.State>", forEach: Row }
          total: { type: Int, initial: 0, shared: { appStorage: total, key: total } }
          focus: { type: "Mode?", focusState: true }
        constants: { limit: { type: Int, value: "3" } }
        constantsEnum: Limit
        types:
          Mode: { cases: [plain, { fancy: Int, was: odd }],
                  conforms: [Equatable] }
          Point:
            fields: { x: Int, isOrigin: { type: Bool, derived: "x == 0" } }
          Filter: { cases: { all: All, other: 0 }, topLevel: true, rawValue: String }
        actions:
          - reload: { was: load }
          - select: Int
            handler: choose
          - start:
            cancellable: { id: timer, cancelInFlight: true }
          - stop:
            cancels: timer
          - ping:
            effect: { call: catalog.ping, response: pinged, then: [dismiss] }
          - pinged
          - close:
            opens: dismiss
        subviews:
          Slider:
            case: onSliderAction
            binding: true
            viewState: true
            constants: { step: { type: Int, value: "1" } }
            constantsEnum: SliderConstant
            state:
              current: { type: Int, from: step, writable: true }
              label: { type: String, value: "title" }
            actions:
              - onTap: { was: onPress }
            was: OldSlider
          Summary:
            whole: true
            property: list
          Cover:
            inline: true
        routes:
          - details: { module: Details, input: { title: String }, presentation: present, output: [didSave], was: open }
          - help: { module: Help, external: true }
          - confirm:
              alert:
                title: Sure?
                message: Really.
                style: confirmationDialog
                buttons: [{ title: Go, role: destructive, action: confirmed }]
          - dismiss
        router:
          properties:
            screenName: '"sample"'
            version: { type: Int, value: "2" }
        dependencies:
          analytics: AnalyticsClient
          uuid: { keyPath: \\.uuid }
          catalog:
            type: CatalogClient
            endpoints: { fetch: "() async throws -> [String]", ping: "() async" }
        preview:
          title: '"Hello"'
        previews:
          empty:
          full: { step: "2" }
        memberwiseInit: explicit

        """

    /// The keys of a state written as a list of cases, which a spec of state fields cannot
    /// write beside them.
    static let everyCaseKey = """
        feature: Sample
        state:
          - idle
          - loaded: { count: Int, was: done }

        """

    /// The spec that writes `key`.
    static func spec(writing key: String) -> String {
        key.hasPrefix("state.cases") ? everyCaseKey : everyKey
    }

    private func warnings(_ text: String, architectures: SpecArchitectures) throws -> [String] {
        let spec = try SpecLoader(fileSystem: MemoryFileSystem(), architectures: architectures).load(Array(text.utf8), path: "Test.yaml")
        return spec.warnings.map(\.description)
    }

    // MARK: - Built-in architectures

    @Test func everyBuiltInManifestSaysWhatItDoesWithEveryCoreKey() throws {
        for name in ArchitectureCatalog.names {
            let keys = try #require(try ArchitectureCatalog.manifest(name)).keys
            for key in CoreKeys.all {
                let explanation = keys.explanation(of: key)
                #expect(
                    keys.isListed(key) && (keys.honours(key) || explanation?.isEmpty == false),
                    "\(name) does not say whether it honours '\(key)', or ignores it without saying what it does instead")
            }
        }
    }

    /// What each built-in architecture does with the spec's keys: exactly these are warned,
    /// at the key, and nothing else of a spec that writes every key.
    @Test(arguments: [
        (
            "mvvm",
            [
                "Test.yaml:10:35: warning: architecture 'mvvm' ignores 'state.let': ",
                "Test.yaml:12:22: warning: architecture 'mvvm' ignores 'state.binding': ",
                "Test.yaml:13:50: warning: architecture 'mvvm' ignores 'state.forEach': ",
                "Test.yaml:14:35: warning: architecture 'mvvm' ignores 'state.shared': ",
                "Test.yaml:15:27: warning: architecture 'mvvm' ignores 'state.focusState': ",
                "Test.yaml:54:5: warning: architecture 'mvvm' ignores 'subviews.inline': ",
                "Test.yaml:71:11: warning: architecture 'mvvm' ignores 'dependencies.keyPath': ",
                "Test.yaml:77:1: warning: architecture 'mvvm' ignores 'previews': ",
            ]
        ),
        (
            "tca",
            [
                "Test.yaml:39:5: warning: architecture 'tca' ignores 'subviews.case': ",
                "Test.yaml:41:5: warning: architecture 'tca' ignores 'subviews.viewState': ",
                "Test.yaml:42:5: warning: architecture 'tca' ignores 'subviews.constants': ",
                "Test.yaml:43:5: warning: architecture 'tca' ignores 'subviews.constantsEnum': ",
                "Test.yaml:54:5: warning: architecture 'tca' ignores 'subviews.inline': ",
                "Test.yaml:65:1: warning: architecture 'tca' ignores 'router': ",
                "Test.yaml:77:1: warning: architecture 'tca' ignores 'previews': ",
            ]
        ),
        (
            "mvi",
            [
                "Test.yaml:10:35: warning: architecture 'mvi' ignores 'state.let': ",
                "Test.yaml:12:22: warning: architecture 'mvi' ignores 'state.binding': ",
                "Test.yaml:13:50: warning: architecture 'mvi' ignores 'state.forEach': ",
                "Test.yaml:14:35: warning: architecture 'mvi' ignores 'state.shared': ",
                "Test.yaml:15:27: warning: architecture 'mvi' ignores 'state.focusState': ",
                "Test.yaml:40:5: warning: architecture 'mvi' ignores 'subviews.binding': ",
                "Test.yaml:41:5: warning: architecture 'mvi' ignores 'subviews.viewState': ",
                "Test.yaml:42:5: warning: architecture 'mvi' ignores 'subviews.constants': ",
                "Test.yaml:43:5: warning: architecture 'mvi' ignores 'subviews.constantsEnum': ",
                "Test.yaml:45:41: warning: architecture 'mvi' ignores 'subviews.state.writable': ",
                "Test.yaml:71:11: warning: architecture 'mvi' ignores 'dependencies.keyPath': ",
                "Test.yaml:77:1: warning: architecture 'mvi' ignores 'previews': ",
            ]
        ),
        (
            "statecontainer",
            [
                "Test.yaml:12:22: warning: architecture 'statecontainer' ignores 'state.binding': ",
                "Test.yaml:13:50: warning: architecture 'statecontainer' ignores 'state.forEach': ",
                "Test.yaml:14:35: warning: architecture 'statecontainer' ignores 'state.shared': ",
                "Test.yaml:15:27: warning: architecture 'statecontainer' ignores 'state.focusState': ",
                "Test.yaml:40:5: warning: architecture 'statecontainer' ignores 'subviews.binding': ",
                "Test.yaml:41:5: warning: architecture 'statecontainer' ignores 'subviews.viewState': ",
                "Test.yaml:42:5: warning: architecture 'statecontainer' ignores 'subviews.constants': ",
                "Test.yaml:43:5: warning: architecture 'statecontainer' ignores 'subviews.constantsEnum': ",
                "Test.yaml:45:41: warning: architecture 'statecontainer' ignores 'subviews.state.writable': ",
                "Test.yaml:54:5: warning: architecture 'statecontainer' ignores 'subviews.inline': ",
                "Test.yaml:65:1: warning: architecture 'statecontainer' ignores 'router': ",
                "Test.yaml:71:11: warning: architecture 'statecontainer' ignores 'dependencies.keyPath': ",
                "Test.yaml:77:1: warning: architecture 'statecontainer' ignores 'previews': ",
                "Test.yaml:80:1: warning: architecture 'statecontainer' ignores 'memberwiseInit': ",
            ]
        ),
        (
            "vsurf",
            [
                "Test.yaml:12:22: warning: architecture 'vsurf' ignores 'state.binding': ",
                "Test.yaml:13:50: warning: architecture 'vsurf' ignores 'state.forEach': ",
                "Test.yaml:14:35: warning: architecture 'vsurf' ignores 'state.shared': ",
                "Test.yaml:15:27: warning: architecture 'vsurf' ignores 'state.focusState': ",
                "Test.yaml:40:5: warning: architecture 'vsurf' ignores 'subviews.binding': ",
                "Test.yaml:41:5: warning: architecture 'vsurf' ignores 'subviews.viewState': ",
                "Test.yaml:42:5: warning: architecture 'vsurf' ignores 'subviews.constants': ",
                "Test.yaml:43:5: warning: architecture 'vsurf' ignores 'subviews.constantsEnum': ",
                "Test.yaml:45:41: warning: architecture 'vsurf' ignores 'subviews.state.writable': ",
                "Test.yaml:54:5: warning: architecture 'vsurf' ignores 'subviews.inline': ",
                "Test.yaml:65:1: warning: architecture 'vsurf' ignores 'router': ",
                "Test.yaml:71:11: warning: architecture 'vsurf' ignores 'dependencies.keyPath': ",
                "Test.yaml:80:1: warning: architecture 'vsurf' ignores 'memberwiseInit': ",
            ]
        ),
    ])
    func eachArchitectureWarnsExactlyForTheKeysItIgnores(architecture: String, expected: [String]) throws {
        let found = try warnings(Self.everyKey, architectures: .builtIn(default: architecture))
        #expect(found.count == expected.count, "\(found)")
        for (warning, prefix) in zip(found, expected) {
            #expect(warning.hasPrefix(prefix), "\(warning)")
        }
        // The same when the spec names its architecture rather than taking the project's.
        let named = Self.everyKey.replacingOccurrences(of: "was: OldSample\n", with: "architecture: \(architecture)\n")
        #expect(try warnings(named, architectures: .builtIn(default: "mvvm")) == found)
    }

    /// A state of cases is statecontainer's; the others warn once, at `state:`, and say so.
    @Test(arguments: ArchitectureCatalog.names)
    func aStateOfCasesIsWarnedWhereTheArchitectureIgnoresIt(architecture: String) throws {
        let found = try warnings(Self.everyCaseKey, architectures: .builtIn(default: architecture))
        if architecture == "statecontainer" {
            #expect(found.isEmpty, "\(found)")
        } else {
            #expect(found.count == 1, "\(found)")
            #expect(
                found.first?.hasPrefix("Test.yaml:2:1: warning: architecture '\(architecture)' ignores 'state.cases': ") == true, "\(found)"
            )
            #expect(found.first?.contains("note: 'state.cases' is honoured by statecontainer") == true, "\(found)")
        }
    }

    @Test func noArchitectureIgnoresOutput() throws {
        for name in ArchitectureCatalog.names {
            #expect(try #require(try ArchitectureCatalog.manifest(name)).keys.honours("output"), "\(name)")
        }
    }

    @Test func aWarningSaysWhatTheArchitectureDoesInsteadAndWhichOnesHonourTheKey() throws {
        let found = try warnings(Self.everyKey, architectures: .builtIn(default: "statecontainer")).joined(separator: "\n")
        let explanation = try #require(try ArchitectureCatalog.manifest("statecontainer")).keys.explanation(of: "subviews.binding")
        #expect(found.contains("ignores 'subviews.binding': \(try #require(explanation))"), "\(found)")
        #expect(
            found.contains(
                "Test.yaml:40:5: note: 'subviews.binding' is honoured by mvvm, tca; remove it, or set 'architecture:' to one of them"),
            "\(found)")
    }

    // MARK: - The mechanism, key by key

    /// For every core key: an architecture that ignores only that key warns at each place the
    /// spec writes it, and nowhere else.
    @Test func anArchitectureThatIgnoresOneKeyWarnsAtThatKeyOnly() throws {
        for key in CoreKeys.spec {
            let text = Self.spec(writing: key)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let keys = HonouredKeys(honoured: nil, explanations: [key: "it does something else"])
            let architectures = SpecArchitectures(defaultName: "one", options: ["one": []], keys: ["one": keys])
            let found = try SpecLoader(fileSystem: MemoryFileSystem(), architectures: architectures)
                .load(Array(text.utf8), path: "Test.yaml").warnings
            #expect(!found.isEmpty, "'\(key)' is written in the spec but was not warned")
            for warning in found {
                #expect(warning.message == "architecture 'one' ignores '\(key)': it does something else", "\(warning)")
                let location = try #require(warning.location)
                let line = lines[location.line - 1].dropFirst(location.column - 1)
                // A state of cases is warned at `state:`, the list it is.
                let written = key == "state.cases" ? "state" : String(key.split(separator: ".").last!)
                #expect(line.hasPrefix(written + ":"), "'\(key)' warned at '\(line)'")
            }
        }
    }

    @Test func keysUnderAnIgnoredKeyAreNotWarnedAgain() throws {
        let keys = HonouredKeys(honoured: nil, explanations: ["subviews": "no subviews here", "subviews.binding": "nor bindings"])
        let architectures = SpecArchitectures(defaultName: "one", options: ["one": []], keys: ["one": keys])
        #expect(
            try warnings(Self.everyKey, architectures: architectures) == [
                "Test.yaml:37:1: warning: architecture 'one' ignores 'subviews': no subviews here"
            ])
    }

    @Test func aManifestWithoutHonoursHonoursEveryKeyItDoesNotIgnore() throws {
        let manifest = try ManifestDecoder().decode(
            YAMLLoader().load(Array("summary: s\nfiles: []\n".utf8), file: "architecture.yaml"), name: "custom")
        #expect(CoreKeys.all.allSatisfy(manifest.keys.honours))
    }

    @Test func aKeyAManifestListsNowhereIsIgnoredWithoutAnExplanation() throws {
        let text = "summary: s\nfiles: []\nhonours: [feature, state, state.type]\n"
        let manifest = try ManifestDecoder().decode(YAMLLoader().load(Array(text.utf8), file: "architecture.yaml"), name: "custom")
        let architectures = SpecArchitectures(defaultName: "custom", options: ["custom": []], keys: ["custom": manifest.keys])
        #expect(
            try warnings("feature: A\nstate:\n  x: Int\nactions: [go]\n", architectures: architectures) == [
                "Test.yaml:4:1: warning: architecture 'custom' ignores 'actions'\nTest.yaml:4:1: note: its manifest does not list 'actions' under 'honours'"
            ])
    }

    // MARK: - Keys honoured beside another (requires:)

    @Test(arguments: ArchitectureCatalog.names)
    func aRouterWithoutRoutesIsWarnedWhereNoRouterIsWritten(architecture: String) throws {
        let router = "router:\n  properties:\n    screenName: \"\\\"news\\\"\"\n"
        let alone = try warnings("feature: A\narchitecture: \(architecture)\n" + router, architectures: .builtIn())
        let beside = try warnings(
            "feature: A\narchitecture: \(architecture)\nactions: [dismiss]\nroutes: [dismiss]\n" + router, architectures: .builtIn())
        let keys = SpecArchitectures.builtIn().keys(of: architecture)
        if keys.requirements["router"] != nil {
            // mvi writes its router only for a feature with routes.
            #expect(alone.count == 1, "\(alone)")
            #expect(
                alone.first?.hasPrefix("Test.yaml:3:1: warning: architecture '\(architecture)' ignores 'router' without 'routes': ")
                    == true, "\(alone)")
            #expect(alone.first?.contains("note: add 'routes', or remove 'router'") == true, "\(alone)")
        } else {
            #expect(!alone.contains { $0.contains("without 'routes'") }, "only mvi's router needs routes: \(alone)")
        }
        #expect(!beside.contains { $0.contains("without 'routes'") }, "\(beside)")
        #expect(architecture != "mvi" || keys.requirements["router"]?.key == "routes")
    }

    @Test func aRequirementsMistakesAreErrorsAtTheirPlace() {
        let text = """
            summary: s
            files: []
            honours: [feature, routes, router, router.properties]
            requires:
              router: { key: rotes, otherwise: "no router" }
              router.properties: { key: routes }
              state: { key: routes, otherwise: "not honoured" }

            """
        var found = ""
        do {
            _ = try ManifestDecoder().decode(YAMLLoader().load(Array(text.utf8), file: "architecture.yaml"), name: "custom")
        } catch {
            found = error.description
        }
        #expect(found.contains("architecture.yaml:5:18: error: unknown core key 'rotes' in 'requires'"), "\(found)")
        #expect(found.contains("architecture.yaml:5:18: note: did you mean 'routes'?"), "\(found)")
        #expect(found.contains("architecture.yaml:6:3: error: 'router.properties' in 'requires' needs 'key' and 'otherwise'"), "\(found)")
        #expect(found.contains("architecture.yaml:7:3: error: 'state' is not honoured, so nothing requires it"), "\(found)")
    }

    // MARK: - The manifest's own mistakes

    @Test func anUnknownKeyInAManifestIsAnErrorAtItsPlace() {
        let text = """
            summary: s
            files: []
            honours: [feature, stat, subviews.binding]
            ignores:
              subviews.binding: "twice"
              observaton: "misspelt"
              routes.presentation: [not, text]

            """
        var found = ""
        do {
            _ = try ManifestDecoder().decode(YAMLLoader().load(Array(text.utf8), file: "architecture.yaml"), name: "custom")
        } catch {
            found = error.description
        }
        #expect(found.contains("architecture.yaml:3:20: error: unknown core key 'stat' in 'honours'"), "\(found)")
        #expect(found.contains("architecture.yaml:3:20: note: did you mean 'state'?"), "\(found)")
        #expect(found.contains("architecture.yaml:5:3: error: 'subviews.binding' is both honoured and ignored"), "\(found)")
        #expect(found.contains("architecture.yaml:6:3: error: unknown core key 'observaton' in 'ignores'"), "\(found)")
        #expect(found.contains("architecture.yaml:6:3: note: did you mean 'observation'?"), "\(found)")
        #expect(found.contains("architecture.yaml:7:24: error: expected a value for 'routes.presentation', found a list"), "\(found)")
    }

    // MARK: - featuregen.yml

    private func planWarnings(config: String, specs: [String: String]) throws -> [String] {
        var files = ["featuregen.yml": config]
        for (name, text) in specs { files["Specs/\(name)"] = text }
        let project = try Project.load(from: MemoryFileSystem(files: files))
        return try Generator(project: project).plan().warnings.map(\.description)
    }

    @Test func theConfigsObservationIsWarnedWhenNoArchitectureOfTheProjectHonoursIt() throws {
        let tca = try planWarnings(config: "architecture: tca\nobservation: observable\n", specs: ["A.yaml": "feature: A\n"])
        #expect(tca.count == 1, "\(tca)")
        #expect(tca.first?.hasPrefix("featuregen.yml:2:1: warning: architecture 'tca' ignores 'observation': ") == true, "\(tca)")
        #expect(tca.first?.contains("note: 'observation' is honoured by mvvm") == true, "\(tca)")

        let two = try planWarnings(
            config: "architecture: tca\nobservation: combine\n",
            specs: ["A.yaml": "feature: A\n", "B.yaml": "feature: B\narchitecture: mvi\n"])
        #expect(two.first?.hasPrefix("featuregen.yml:2:1: warning: architectures 'mvi', 'tca' ignore 'observation'") == true, "\(two)")

        // An mvvm feature reads it, so the setting is not ignored.
        let mixed = try planWarnings(
            config: "architecture: tca\nobservation: combine\n",
            specs: ["A.yaml": "feature: A\n", "B.yaml": "feature: B\narchitecture: mvvm\n"])
        #expect(mixed.isEmpty, "\(mixed)")
        #expect(try planWarnings(config: "observation: observable\n", specs: ["A.yaml": "feature: A\n"]).isEmpty)
        // Not written in featuregen.yml: nothing to warn about.
        #expect(try planWarnings(config: "architecture: tca\n", specs: ["A.yaml": "feature: A\n"]).isEmpty)
    }

    @Test func aRunOfSomeSpecsAsksTheOthersWhetherTheyHonourTheConfigsObservation() throws {
        var files = [
            "featuregen.yml": "architecture: tca\nobservation: combine\n", "Specs/A.yaml": "feature: A\n",
            "Specs/B.yaml": "feature: B\narchitecture: mvvm\n",
        ]
        let generator = Generator(project: try Project.load(from: MemoryFileSystem(files: files)))
        #expect(try generator.plan(["Specs/A.yaml"]).warnings.isEmpty)
        files["Specs/B.yaml"] = "feature: B\n"
        let alone = Generator(project: try Project.load(from: MemoryFileSystem(files: files)))
        #expect(try alone.plan(["Specs/A.yaml"]).warnings.map(\.location?.file) == ["featuregen.yml"])
    }

    @Test func initWritesObservationOnlyForAnArchitectureThatHonoursIt() throws {
        var config = ProjectConfig()
        #expect(config.fileText.contains("\nobservation: combine\n"))
        for name in ["tca", "mvi", "statecontainer", "vsurf"] {
            config.architecture = name
            #expect(!config.fileText.contains("\nobservation:"), "\(name)")
            #expect(config.fileText.contains("\n# observation: combine"), "\(name)")
        }
    }
}
