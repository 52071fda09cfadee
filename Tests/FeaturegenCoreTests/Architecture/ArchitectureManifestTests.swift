import Testing

@testable import FeaturegenCore

/// Architectures as data: manifests are read with the spec's diagnostics, the renderer writes
/// the files a manifest names at its paths, and the options it declares are spec keys.
@Suite struct ArchitectureManifestTests {
    private func decode(_ text: String) -> Result<ArchitectureManifest, DiagnosticsError> {
        Result { () throws(DiagnosticsError) in
            try ManifestDecoder().decode(YAMLLoader().load(Array(text.utf8), file: "architecture.yaml"), name: "custom")
        }
    }

    private func errors(_ text: String) -> String {
        guard case .failure(let error) = decode(text) else { return "" }
        return error.description
    }

    @Test func everyBuiltInArchitectureHasAManifestThatParses() throws {
        #expect(ArchitectureCatalog.names.contains("mvvm"))
        for name in ArchitectureCatalog.names {
            let manifest = try #require(try ArchitectureCatalog.manifest(name))
            #expect(!manifest.files(.feature).isEmpty, "\(name)")
            #expect(!manifest.summary.isEmpty, "\(name)")
        }
    }

    @Test func mistakesInAManifestAreDiagnosticsAtTheirPlace() {
        let text = """
            summary: x
            files:
              - { template: A.swift, scope: feture, path: "{{output}}/{{feature}}.swift" }
              - { template: B.swift, scope: project, path: "{{output}}/{{feature}}.swift" }
              - { template: C.swift, path: "x.swift" }
            options:
              navigation: { type: strng }
              style: { type: string, values: [plain, grouped], default: groupd }
              state: { type: boolean }

            """
        let found = errors(text)
        #expect(found.contains("architecture.yaml:3:33: error: unknown scope 'feture'"), "\(found)")
        #expect(found.contains("note: did you mean 'feature'?"))
        #expect(
            found.contains(
                "architecture.yaml:4:48: error: file path '{{output}}/{{feature}}.swift': unknown placeholder '{{feature}}' for a project file"
            ))
        #expect(found.contains("architecture.yaml:5:5: error: a file has no 'scope'"))
        #expect(found.contains("architecture.yaml:7:23: error: unknown option type 'strng'"))
        #expect(found.contains("architecture.yaml:8:61: error: unknown value 'groupd' for 'style'"))
        #expect(found.contains("architecture.yaml:9:3: error: option 'state' is a core spec key"))
    }

    @Test func dependencyInjectionIsBuilderUnlessTheManifestSaysEnvironment() throws {
        let files = "files:\n  - { template: A.swift, scope: feature, path: \"{{output}}/{{feature}}.swift\" }\n"
        #expect(try decode(files).get().dependencyInjection == .builder)
        #expect(try decode(files + "dependencyInjection: environment\n").get().dependencyInjection == .environment)
        let found = errors(files + "dependencyInjection: enviroment\n")
        #expect(found.contains("architecture.yaml:3:22: error: unknown dependency injection 'enviroment'"), "\(found)")
        #expect(found.contains("note: did you mean 'environment'?"), "\(found)")
        #expect(ArchitectureCatalog.injection["tca"] == .environment && ArchitectureCatalog.injection["mvvm"] == .builder)
    }

    /// `outputs:` says how a feature hands its outputs to its opener: a style, and with
    /// closures whether the opener's tests see them as results, always or by the options.
    @Test func outputsAreAStyleAndWhenTheyAreReportedAsResults() throws {
        let files = "files:\n  - { template: A.swift, scope: feature, path: \"{{output}}/{{feature}}.swift\" }\n"
        let options =
            "options:\n  entry: { type: string, values: [input, fields], default: input }\n  plain: { type: boolean, default: false }\n"
        #expect(try decode(files).get().outputs == nil)
        #expect(try decode(files + "outputs: protocol\n").get().outputs == .init(style: .protocol))
        #expect(try decode(files + "outputs: none\n").get().outputs == .init(style: .unreported))
        #expect(try decode(files + "outputs: { style: feedback }\n").get().outputs?.style == .feedback)
        let always = try #require(try decode(files + "outputs: { style: closures, reportsResults: true }\n").get().outputs)
        #expect(always.style == .closures && always.reportsResults && always.resultsCondition == nil)
        let conditional = "outputs: { style: closures, reportsResults: \"!options.entryFields && !options.plain\" }\n"
        let condition = try #require(try decode(files + options + conditional).get().outputs)
        #expect(condition.reportsResults && condition.resultsCondition == "!options.entryFields && !options.plain")

        let style = errors(files + "outputs: closure\n")
        #expect(style.contains("architecture.yaml:3:10: error: unknown outputs style 'closure'"), "\(style)")
        #expect(style.contains("note: did you mean 'closures'?"), "\(style)")
        let missing = errors(files + "outputs: { reportsResults: true }\n")
        #expect(missing.contains("architecture.yaml:3:10: error: 'outputs' has no 'style'"), "\(missing)")
        let key = errors(files + "outputs: { style: closures, reportResults: true }\n")
        #expect(key.contains("architecture.yaml:3:29: error: unknown key 'reportResults' in 'outputs'"), "\(key)")
        let notClosures = errors(files + "outputs: { style: protocol, reportsResults: true }\n")
        #expect(notClosures.contains("architecture.yaml:3:45: error: 'reportsResults' with 'style: protocol'"), "\(notClosures)")
        let unknown = errors(files + options + "outputs: { style: closures, reportsResults: \"!options.entryField\" }\n")
        #expect(
            unknown.contains("architecture.yaml:6:45: error: 'reportsResults' names 'options.entryField', which is no flag"), "\(unknown)")
        #expect(unknown.contains("note: did you mean 'options.entryFields'?"), "\(unknown)")

        let mvvm = try #require(ArchitectureCatalog.facts.entry("mvvm")?.outputs)
        #expect(mvvm.style == .closures && mvvm.reportsResults && mvvm.resultsCondition == nil)
        #expect(ArchitectureCatalog.facts.entry("vsurf")?.outputs.style == .protocol)
        #expect(ArchitectureCatalog.facts.entry("statecontainer")?.outputs.style == .feedback)
        #expect(ArchitectureCatalog.facts.entry("tca")?.outputs.style == .delegate)
        #expect(ArchitectureCatalog.facts.entry("mvi")?.outputs.resultsCondition == "!options.entryFields")
    }

    /// `declares:` lists the types a feature declares: names are checked against its
    /// architecture's, so a vsurf feature's `CartUnit` is taken, an mvvm one's is not.
    @Test func eachArchitectureDeclaresItsFeaturesTypesForTheNameChecks() throws {
        #expect(ArchitectureCatalog.featureTypes["vsurf"]?.contains("{{feature}}ViewGroup") == true)
        func errors(_ specs: [String: String]) -> String {
            do {
                _ = try Generator(project: memoryProject(specs: specs)).loadSpecs(nil)
                return ""
            } catch {
                return error.description
            }
        }
        let vsurf = errors([
            "Cart.yaml": "feature: Cart\narchitecture: vsurf\n", "Shop.yaml": "feature: Shop\nsubviews:\n  CartUnit:\n",
        ])
        #expect(vsurf.contains("subview 'CartUnit' collides with generated type of the same name in another spec"), "\(vsurf)")
        #expect(errors(["Cart.yaml": "feature: Cart\n", "Shop.yaml": "feature: Shop\nsubviews:\n  CartUnit:\n"]) == "")
        let own = errors(["Cart.yaml": "feature: Cart\narchitecture: mvi\nsubviews:\n  CartIntent:\n"])
        #expect(own.contains("subview name 'CartIntent' is the name of a type featuregen generates for 'Cart'"), "\(own)")
        let files = "files:\n  - { template: A.swift, scope: feature, path: \"{{output}}/{{feature}}.swift\" }\n"
        #expect(try decode(files + "declares: [\"{{feature}}Screen\"]\n").get().featureTypes == ["{{feature}}Screen"])
        let bad = self.errors(files + "declares: [\"Screen\", \"{{feature}} View\"]\n")
        #expect(bad.contains("architecture.yaml:3:12: error: 'Screen' is not a type name made from the feature's"), "\(bad)")
        #expect(bad.contains("'{{feature}} View' is not a type name"), "\(bad)")
    }

    @Test func aSpecChecksTheKeysOfItsArchitecture() throws {
        let option = SpecOption(
            name: "navigation", kind: .string, values: ["destination", "stack"], defaultValue: .string("destination"), description: "")
        let flag = SpecOption(name: "bindable", kind: .boolean, values: [], defaultValue: .boolean(false), description: "")
        let architectures = SpecArchitectures(defaultName: "plain", options: ["plain": [], "fancy": [option, flag]])
        func load(_ text: String) throws(DiagnosticsError) -> FeatureSpec {
            try SpecLoader(fileSystem: MemoryFileSystem(), architectures: architectures).load(Array(text.utf8), path: "S.yaml")
        }
        let spec = try load("feature: A\narchitecture: fancy\nnavigation: stack\n")
        #expect(spec.architecture == "fancy")
        #expect(spec.options == ["navigation": .string("stack"), "bindable": .boolean(false)])
        #expect(try load("feature: A\n").architecture == nil)

        func failure(_ text: String) -> String {
            do {
                _ = try load(text)
                return ""
            } catch { return error.description }
        }
        #expect(
            failure("feature: A\narchitecture: fncy\n").contains(
                "S.yaml:2:15: error: unknown architecture 'fncy'\nS.yaml:2:15: note: did you mean 'fancy'?"))
        #expect(
            failure("feature: A\narchitecture: fancy\nnavigation: stak\n").contains(
                "S.yaml:3:13: error: unknown value 'stak' for 'navigation'"))
        #expect(
            failure("feature: A\narchitecture: fancy\nbindable: yes\n").contains("S.yaml:3:11: error: 'bindable' must be true or false"))
        #expect(
            failure("feature: A\nnavigation: stack\n").contains(
                "S.yaml:2:1: error: 'navigation' is not a key of this spec's architecture\nS.yaml:2:1: note: 'navigation' is read by 'fancy'"
            ))
        #expect(failure("feature: A\narchitecture: fancy\nnavigaton: stack\n").contains("note: did you mean 'navigation'?"))
    }

    @Test func anOptionOfCasesIsReadLikeActionsAndRenderedAsThem() throws {
        let manifest = """
            summary: s
            files:
              - { template: Feedback.swift, scope: feature, path: "{{output}}/{{feature}}/Feedback.swift" }
            options:
              feedback: { type: cases, description: Messages effects send back. }

            """
        let files = MemoryFileSystem(files: [
            "Specs/Numbers.yaml": "feature: Numbers\nfeedback:\n  - loaded: \"[Int]\"\n  - failed: { message: String }\n  - retried\n",
            "Templates/mvvm/architecture.yaml": manifest,
            "Templates/mvvm/Feedback.swift.mustache":
                "enum Feedback {\n{{#options.feedback}}\n    case {{declaration}} // {{pattern}}\n{{/options.feedback}}\n}\n",
        ])
        var config = ProjectConfig()
        config.templates = "Templates"
        let generator = Generator(project: Project(fileSystem: files, config: config))
        try generator.apply(try generator.plan())
        #expect(
            try files.readText("Features/Numbers/Feedback.swift")
                == "enum Feedback {\n    case loaded([Int]) // let .loaded(value)\n    case failed(message: String) // let .failed(message)\n    case retried // .retried\n}\n"
        )
        try files.writeText("Specs/Numbers.yaml", "feature: Numbers\nfeedback:\n  - 1loaded\n")
        #expect(throws: DiagnosticsError.self) { try generator.plan() }
    }

    @Test func anObjectOptionHoldsOptionsOfItsOwnAndTemplatesReadThemAsOptions() throws {
        let manifest = """
            summary: s
            files:
              - { template: Unit.swift, scope: feature, path: "{{output}}/{{feature}}/Unit.txt" }
            options:
              unit:
                type: object
                description: The unit.
                keys:
                  commands: { type: cases, description: Its commands. }
                  outputs: { type: fields, description: Its publishers. }
                  shared: { type: boolean, default: false, description: Made once. }
              units: { type: features, description: Other features' units. }

            """
        let template = """
            {{#options.unit}}
            {{#commands}}
            func {{handlerSignature}}
            {{/commands}}
            {{#outputs}}
            var {{name}}: {{type}} = {{previewValue}}
            {{/outputs}}
            shared: {{shared}}
            {{/options.unit}}
            {{#options.units}}
            let {{variable}}Unit: {{name}}Unit{{#specOptions.unit.shared}} // shared{{/specOptions.unit.shared}}
            {{/options.units}}

            """
        let files = MemoryFileSystem(files: [
            "Specs/Cart.yaml":
                "feature: Cart\nunit:\n  commands:\n    - addItem: Item\n    - removeAll\n  outputs:\n    items: \"[Item]\"\n  shared: true\n",
            "Specs/Detail.yaml": "feature: Detail\nunits: [Cart]\n",
            "Templates/mvvm/architecture.yaml": manifest,
            "Templates/mvvm/Unit.swift.mustache": template,
        ])
        var config = ProjectConfig()
        config.templates = "Templates"
        let generator = Generator(project: Project(fileSystem: files, config: config))
        try generator.apply(try generator.plan())
        #expect(
            try files.readText("Features/Cart/Unit.txt")
                == "func addItem(_ value: Item)\nfunc removeAll()\nvar items: [Item] = []\nshared: true\n")
        #expect(try files.readText("Features/Detail/Unit.txt") == "shared: false\nlet cartUnit: CartUnit // shared\n")

        func failure(_ spec: String) -> String {
            try? files.writeText("Specs/Detail.yaml", spec)
            do {
                _ = try generator.plan()
                return ""
            } catch { return (error as? DiagnosticsError)?.description ?? "\(error)" }
        }
        #expect(
            failure("feature: Detail\nunit:\n  comands: [a]\n").contains("Specs/Detail.yaml:3:3: error: unknown key 'comands' in 'unit'"))
        #expect(
            failure("feature: Detail\nunit:\n  outputs: { items: \"[Item\" }\n").contains(
                "Specs/Detail.yaml:3:21: error: '[Item' is not a valid Swift type for 'items'"))
        #expect(
            failure("feature: Detail\nunit:\n  shared: maybe\n").contains("Specs/Detail.yaml:3:11: error: 'shared' must be true or false"))
        #expect(failure("feature: Detail\nunits: [1cart]\n").contains("Specs/Detail.yaml:2:9: error:"))
        try files.writeText("Specs/Detail.yaml", "feature: Detail\nunits: [Crt]\n")
        let warnings = try generator.plan().warnings.map(\.description)
        #expect(
            warnings.contains {
                $0.contains("Specs/Detail.yaml:2:9: warning: 'units' names the feature 'Crt', which no spec of this project declares")
                    && $0.contains("did you mean 'Cart'?")
            }, "\(warnings)")
    }

    @Test func theRendererWritesTheFilesAManifestNamesAtItsPaths() throws {
        let manifest = """
            summary: mvvm with its subviews in a folder of their own, and a file per route
            files:
              - { template: Module.swift, scope: project, path: "{{runtimeFolder}}/Shared.swift" }
              - { template: FeatureViewModel.swift, scope: feature, path: "{{output}}/{{feature}}/Logic/{{feature}}ViewModel.swift" }
              - { template: Subview.swift, scope: subview, path: "{{output}}/{{feature}}/Subviews/{{subview}}View.swift" }
              - { template: Route.swift, scope: route, path: "{{output}}/{{feature}}/Routes/{{route}}.swift" }
            options:
              tint: { type: string, values: [blue, red], default: blue, description: The accent. }

            """
        let spec = "feature: Cart\nsubviews:\n  CartHeader:\nroutes:\n  - dismiss\n  - close\ntint: red\n"
        let files = MemoryFileSystem(files: [
            "Specs/Cart.yaml": spec, "Templates/mvvm/architecture.yaml": manifest,
            "Templates/mvvm/Route.swift.mustache": "// {{route.name}} of {{feature}}{{#options.tintRed}}, red{{/options.tintRed}}\n",
        ])
        var config = ProjectConfig()
        config.templates = "Templates"
        let generator = Generator(project: Project(fileSystem: files, config: config))
        let plan = try generator.plan()
        #expect(
            plan.entries.map(\.path) == [
                "Features/Cart/Logic/CartViewModel.swift", "Features/Cart/Routes/close.swift", "Features/Cart/Routes/dismiss.swift",
                "Features/Cart/Subviews/CartHeaderView.swift", "Features/Runtime/Shared.swift",
            ])
        try generator.apply(plan)
        #expect(try files.readText("Features/Cart/Routes/close.swift") == "// close of Cart, red\n")
        #expect(try generator.plan().entries.allSatisfy { $0.action == .unchanged })
    }

    @Test func aFileWithWhenIsWrittenOnlyForFeaturesWhoseContextSaysSo() throws {
        let manifest = """
            summary: a router only for a feature with routes, a components file only with subviews
            files:
              - { template: View.swift, scope: feature, path: "{{output}}/{{feature}}/{{feature}}View.swift" }
              - { template: View.swift, scope: feature, path: "{{output}}/{{feature}}/{{feature}}Router.swift", when: hasRoutes }
              - { template: View.swift, scope: feature, path: "{{output}}/{{feature}}/{{feature}}Parts.swift", when: subviews }

            """
        let files = MemoryFileSystem(files: [
            "Specs/Cart.yaml": "feature: Cart\nroutes:\n  - dismiss\n", "Specs/Shelf.yaml": "feature: Shelf\nsubviews:\n  ShelfRow:\n",
            "Templates/mvvm/architecture.yaml": manifest, "Templates/mvvm/View.swift.mustache": "// {{feature}}\n",
        ])
        var config = ProjectConfig()
        config.templates = "Templates"
        let generator = Generator(project: Project(fileSystem: files, config: config))
        try generator.apply(try generator.plan())
        #expect(
            files.paths.filter { $0.hasPrefix("Features/") }.sorted() == [
                "Features/Cart/CartRouter.swift", "Features/Cart/CartView.swift", "Features/Shelf/ShelfParts.swift",
                "Features/Shelf/ShelfView.swift",
            ])
        // The last route goes: the router is no longer written, and reported, not deleted.
        try files.writeText("Specs/Cart.yaml", "feature: Cart\n")
        let plan = try generator.plan()
        #expect(plan.entries.first { $0.path == "Features/Cart/CartRouter.swift" }?.action == .orphaned)
        try generator.apply(plan)
        #expect(try files.readText("Features/Cart/CartRouter.swift") == "// Cart\n")
    }

    @Test func aWhenNamesWhatAFeaturesContextHas() {
        let found = errors(
            """
            summary: x
            files:
              - { template: A.swift, scope: feature, path: "{{output}}/{{feature}}.swift", when: hasRoute }
              - { template: B.swift, scope: project, path: "{{output}}/B.swift", when: hasRoutes }

            """)
        #expect(
            found.contains("architecture.yaml:3:86: error: 'when' names 'hasRoute', which a feature's context does not have"), "\(found)")
        #expect(found.contains("note: did you mean 'hasRoutes'?"), "\(found)")
        #expect(
            found.contains("architecture.yaml:4:76: error: a project file is written once, with no feature for 'when' to ask"), "\(found)")
    }

    /// `when:` may join names with `&&`, each checked, and ask a boolean option of the manifest
    /// or a boolean key of an object option (`options.unit.own`).
    @Test func aWhenJoinsNamesAndAsksTheBooleanOptions() {
        let found = errors(
            """
            summary: x
            options:
              unit: { type: object, keys: { own: { type: boolean, default: true }, name: { type: string } } }
            files:
              - { template: A.swift, scope: feature, path: "{{output}}/A{{feature}}.swift", when: "!inFlow && hasRoute" }
              - { template: B.swift, scope: feature, path: "{{output}}/B{{feature}}.swift", when: "hasRoutes && options.unit.own" }
              - { template: C.swift, scope: feature, path: "{{output}}/C{{feature}}.swift", when: options.unit.name }
              - { template: D.swift, scope: feature, path: "{{output}}/D{{feature}}.swift", when: "!options.nope" }

            """)
        #expect(
            found.contains("architecture.yaml:5:87: error: 'when' names 'hasRoute', which a feature's context does not have"), "\(found)")
        #expect(!found.contains("architecture.yaml:6:"), "\(found)")
        #expect(
            found.contains("architecture.yaml:7:48: error: 'when' names 'options.unit.name', which is no boolean option of this manifest"),
            "\(found)")
        #expect(
            found.contains("architecture.yaml:8:48: error: 'when' names 'options.nope', which is no boolean option of this manifest"),
            "\(found)")
    }

    /// A subview's file may ask its subview as `subview.name`; a bare name is the feature's, as
    /// it always was, and a feature's file cannot ask a subview.
    @Test func aSubviewsFileAsksItsSubviewUnderItsPrefix() {
        let found = errors(
            """
            summary: x
            files:
              - { template: A.swift, scope: subview, path: "{{output}}/{{subview}}.swift", when: "!subview.isInlin" }
              - { template: B.swift, scope: subview, path: "{{output}}/B{{subview}}.swift", when: hasConstants }
              - { template: C.swift, scope: feature, path: "{{output}}/{{feature}}.swift", when: subview.isInline }

            """)
        #expect(
            found.contains(
                "architecture.yaml:3:86: error: 'when' names 'subview.isInlin', which neither the feature's context nor (as 'subview.…') its subview's has"
            ), "\(found)")
        #expect(found.contains("note: did you mean 'subview.isInline'?"), "\(found)")
        #expect(!found.contains("architecture.yaml:4:"), "\(found)")
        #expect(
            found.contains("architecture.yaml:5:86: error: 'when' names 'subview.isInline', which a feature's context does not have"),
            "\(found)")
    }

    @Test func aTemplateNamingAnOptionTheManifestLacksIsAnError() throws {
        let files = MemoryFileSystem(files: [
            "Templates/mvvm/architecture.yaml":
                "summary: s\nfiles:\n  - { template: V.swift, scope: feature, path: \"{{feature}}.swift\" }\n",
            "Templates/mvvm/V.swift.mustache": "{{options.tint}}\n",
        ])
        var config = ProjectConfig()
        config.templates = "Templates"
        #expect(throws: DiagnosticsError.self) { try Project(fileSystem: files, config: config).templateSet() }
        do {
            _ = try Project(fileSystem: files, config: config).templateSet()
        } catch {
            #expect(error.description.contains("Templates/mvvm/V.swift.mustache:1:1: error: 'options.tint' names 'tint'"), "\(error)")
        }
    }
}
