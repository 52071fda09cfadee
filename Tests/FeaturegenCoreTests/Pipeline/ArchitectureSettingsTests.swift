import FeaturegenTestSupport
import Foundation
import Testing

@testable import FeaturegenCore

/// A manifest's `settings:` are set once per project, in `featuregen.yml`'s block named after
/// the architecture (`vsurf: { services: VSURFStateFacade }`): checked against the manifest
/// where they are written, read by every template as `{{settings.<name>}}`, known to the
/// checks of names, and changed on an existing project without losing the user's code.
@Suite struct ArchitectureSettingsTests {
    /// The specs of the vsurf fixture app (shared units, units of other features, a flow,
    /// dependencies, a screen without a unit of its own), and a shared unit outside a flow,
    /// whose `build` makes it by default.
    private static let fixtureSpecs: [String: String] = {
        let folder = Repository.root.appendingPathComponent("Tests/Fixtures/Apps/vsurf/Specs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var specs = Dictionary(
            uniqueKeysWithValues: names.filter { $0.hasSuffix(".yaml") }.map { name in
                ("Specs/\(name)", (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "")
            })
        specs["Specs/Basket.yaml"] = "feature: Basket\nstate:\n  count: Int\nunit:\n  outputs: { count: Int }\n  shared: true\n"
        return specs
    }()

    private func project(_ settings: String, specs: [String: String] = fixtureSpecs, architecture: String = "vsurf")
        throws(DiagnosticsError) -> Project
    {
        var files = specs
        files["featuregen.yml"] = "architecture: \(architecture)\n" + settings
        return try Project.load(from: MemoryFileSystem(files: files))
    }

    private func errors(_ settings: String, architecture: String = "vsurf") -> String {
        do {
            _ = try project(settings, specs: [:], architecture: architecture)
            return ""
        } catch {
            return error.description
        }
    }

    private func rendered(_ project: Project) throws -> [String: String] {
        let generator = Generator(project: project)
        let files = try generator.render(try generator.loadSpecs()).filter { !$0.retired }
        return Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func aSettingIsCheckedAgainstTheManifestAtItsPlace() {
        #expect(errors("vsurf:\n  services: VSURFStateFacade\n") == "")
        #expect(errors("vsurf:\n") == "", "an empty block keeps every default")
        let misspelt = errors("vsurf:\n  service: VSURFStateFacade\n")
        #expect(misspelt.contains("featuregen.yml:3:3: error: unknown setting 'service' of architecture 'vsurf'"), "\(misspelt)")
        #expect(misspelt.contains("did you mean 'services'?"), "\(misspelt)")
        #expect(misspelt.contains("'vsurf' takes: services"), "\(misspelt)")
        let notAType = errors("vsurf:\n  services: state-facade\n")
        #expect(notAType.contains("featuregen.yml:3:13: error: 'state-facade' is not a valid name for a services"), "\(notAType)")
        #expect(notAType.contains("did you mean 'StateFacade'?"), "\(notAType)")
        let lowercase = errors("vsurf:\n  services: facade\n")
        #expect(
            lowercase.contains("featuregen.yml:3:13: error: services name 'facade' must start with an uppercase letter"), "\(lowercase)")
        #expect(errors("vsurf:\n  services: Self\n").contains("'Self' is a Swift keyword and cannot name a type"))
        let list = errors("vsurf:\n  services: [A, B]\n")
        #expect(list.contains("featuregen.yml:3:13: error: the setting 'services' of 'vsurf' must be a single value"), "\(list)")
        #expect(errors("vsurf: VSURFStateFacade\n").contains("featuregen.yml:2:8: error: expected a mapping for 'vsurf'"))
        // An architecture that declares no settings takes none.
        let none = errors("mvvm:\n  services: Facade\n", architecture: "mvvm")
        #expect(none.contains("featuregen.yml:3:3: error: unknown setting 'services' of architecture 'mvvm'"), "\(none)")
        #expect(none.contains("architecture 'mvvm' declares no settings"), "\(none)")
        // A block for no architecture is an unknown key, with a did-you-mean.
        let unknown = errors("vsruf:\n  services: Facade\n")
        #expect(unknown.contains("featuregen.yml:2:1: error: unknown key 'vsruf'"), "\(unknown)")
        #expect(unknown.contains("did you mean 'vsurf'?"), "\(unknown)")
    }

    @Test func theServicesFactoryIsNamedWhereverItIsWritten() throws {
        let defaults = try rendered(try project(""))
        let renamed = try rendered(try project("vsurf:\n  services: VSURFStateFacade\n"))
        #expect(renamed.keys.sorted() == defaults.keys.sorted())
        let runtime = try #require(renamed["Features/Runtime/VSURF.swift"])
        #expect(runtime.contains("\nenum VSURFStateFacade {\n    enum Units {}\n}\n"), "\(runtime)")
        // Every file is the default one with the factory's name changed, and nothing else:
        // the runtime, each unit's factory entry, each ViewGroup, flow and build function.
        for (path, text) in defaults {
            #expect(renamed[path] == text.replacingOccurrences(of: "VSURFServices", with: "VSURFStateFacade"), "\(path)")
            #expect(renamed[path]?.contains("VSURFServices") == false, "\(path)")
        }
        let callers = defaults.filter { $0.value.contains("VSURFServices.Units") }.keys.map { ($0 as NSString).lastPathComponent }
        for file in ["CartUnit.swift", "CartViewGroup.swift", "ShopViewGroup.swift", "Basket.swift"] {
            #expect(callers.contains(file), "\(file) does not name the factory: \(callers.sorted())")
        }
        #expect(renamed["Features/Cart/CartUnit.swift"]?.contains("\nextension VSURFStateFacade.Units {\n") == true)
        #expect(renamed["Features/Basket/Basket.swift"]?.contains("basketUnit: basketUnit ?? VSURFStateFacade.Units.basket()") == true)
        #expect(renamed["Features/Shop/ShopViewGroup.swift"]?.contains("= VSURFStateFacade.Units.itemCart()") == true)
    }

    @Test func theRuntimeTypeChecksKnowTheName() throws {
        func nameErrors(_ settings: String, feature: String) throws -> String {
            let project = try project(settings, specs: [:])
            let loader = SpecLoader(fileSystem: project.fileSystem, architectures: try project.specArchitectures())
            do {
                _ = try loader.load(Array("feature: \(feature)\n".utf8), path: "Specs/\(feature).yaml")
                return ""
            } catch {
                return error.description
            }
        }
        let setting = "vsurf:\n  services: VSURFStateFacade\n"
        #expect(try project(setting).specArchitectures().runtimeTypes["vsurf"]?.contains("VSURFStateFacade") == true)
        #expect(try project(setting).specArchitectures().runtimeTypes["vsurf"]?.contains("VSURFServices") == false)
        #expect(try nameErrors(setting, feature: "VSURFStateFacade").contains("VSURFStateFacade"))
        #expect(try !nameErrors("", feature: "VSURFServices").isEmpty, "the default is the runtime's")
        #expect(try nameErrors(setting, feature: "VSURFServices") == "", "a renamed factory frees its default name")
        #expect(try nameErrors("", feature: "VSURFStateFacade") == "")
    }

    @Test func aBlockForAnArchitectureNoFeatureUsesIsAWarning() throws {
        let cart = ["Specs/Cart.yaml": "feature: Cart\n"]
        let mvvm = try project("vsurf:\n  services: VSURFStateFacade\n", specs: cart, architecture: "mvvm")
        let warnings = try mvvm.settingWarnings(for: try Generator(project: mvvm).loadRun())
        let text = warnings.map(\.description).joined(separator: "\n")
        #expect(
            text.contains("featuregen.yml:2:1: warning: 'vsurf' sets settings of an architecture no feature of the project uses"), "\(text)"
        )
        #expect(text.contains("give a feature 'architecture: vsurf'"), "\(text)")
        // A vsurf feature uses it, in a project of another architecture too; and a run of some
        // specs reads the others before it warns.
        let mixed = ["Specs/Cart.yaml": "feature: Cart\n", "Specs/Shop.yaml": "feature: Shop\narchitecture: vsurf\n"]
        let used = try project("vsurf:\n  services: VSURFStateFacade\n", specs: mixed, architecture: "mvvm")
        #expect(try used.settingWarnings(for: try Generator(project: used).loadRun()).isEmpty)
        #expect(try used.settingWarnings(for: try Generator(project: used).loadRun(["Specs/Cart.yaml"])).isEmpty)
    }

    @Test func initWritesTheBlockCommentedOutWithItsDefault() throws {
        var config = ProjectConfig()
        config.architecture = "vsurf"
        let text = config.fileText
        #expect(text.contains("\n# vsurf:\n#   # The services factory's name"), "\(text)")
        #expect(text.hasSuffix("\n#   services: VSURFServices\n"), "\(text)")
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("#   ") }.allSatisfy { $0.count <= 100 })
        // Taken back in, the block sets the default.
        let uncommented = text.replacingOccurrences(of: "\n# vsurf:", with: "\nvsurf:")
            .replacingOccurrences(of: "\n#   services:", with: "\n  services:")
        let decoded = try ConfigDecoder().decode(YAMLLoader(document: .config).load(Array(uncommented.utf8), file: "featuregen.yml"))
        #expect(decoded.architectureSettings.first?.values.map(\.name) == ["services"])
        // tca's block: the UIKit entry, on by default.
        config.architecture = "tca"
        #expect(config.fileText.hasSuffix("\n#   uikit: true\n"), "\(config.fileText)")
        #expect(config.fileText.split(separator: "\n").filter { $0.hasPrefix("#   ") }.allSatisfy { $0.count <= 100 })
        // The other architectures declare no settings and write no block.
        for name in ArchitectureCatalog.names where name != "vsurf" && name != "tca" {
            config.architecture = name
            #expect(!config.fileText.contains("templates' settings"), "\(name)")
        }
    }

    @Test func theConfigSchemaHasABlockPerArchitectureWithSettings() throws {
        let results = try SchemaValidator.validate(
            [
                "architecture: vsurf\nvsurf:\n  services: VSURFStateFacade\n", "vsurf:\n  service: VSURFStateFacade\n",
                "vsurf:\n  services: state-facade\n", "mvvm:\n  services: Facade\n",
            ], schema: SpecSchema.config)
        #expect(results[0].isEmpty, "\(results[0])")
        #expect(!results[1].isEmpty && !results[2].isEmpty && !results[3].isEmpty)
    }

    /// Renaming the factory on a project with code written in its files: the runtime and every
    /// feature's files change the name, the user's code stays where it was, and a second run
    /// has nothing to do.
    @Test func changingTheSettingRegeneratesAndKeepsTheUsersCode() throws {
        var files = Self.fixtureSpecs
        files["featuregen.yml"] = "architecture: vsurf\n"
        let fileSystem = MemoryFileSystem(files: files)
        func generate() throws -> WritePlan {
            let generator = Generator(project: try Project.load(from: fileSystem))
            let plan = try generator.plan()
            _ = try generator.apply(plan)
            return plan
        }
        _ = try generate()
        let unit = "Features/Cart/CartUnit.swift"
        let original = try #require(try fileSystem.readText(unit))
        // Code in the unit's class, and a factory function of the user's beside the generated one.
        let classOpening = try #require(original.range(of: "final class CartUnit ")).lowerBound
        let body = try #require(original.range(of: "{\n", range: classOpening..<original.endIndex)).upperBound
        var edited = original
        edited.insert(contentsOf: "    /// The user's.\n    var discount = 0\n\n", at: body)
        let factory = try #require(edited.range(of: "extension VSURFServices.Units {\n"))
        edited.insert(contentsOf: "    static func cartForPreview() -> CartUnit { CartUnitFactory.produce() }\n\n", at: factory.upperBound)
        try fileSystem.writeText(unit, edited)

        try fileSystem.writeText("featuregen.yml", "architecture: vsurf\nvsurf:\n  services: VSURFStateFacade\n")
        let plan = try generate()
        #expect(!plan.entries.contains { $0.action == .conflict }, "\(plan.entries.filter { $0.action == .conflict }.map(\.path))")
        let merged = try #require(try fileSystem.readText(unit))
        #expect(merged.contains("    /// The user's.\n    var discount = 0\n"), "\(merged)")
        #expect(merged.contains("extension VSURFStateFacade.Units {"), "\(merged)")
        #expect(merged.contains("    static func cartForPreview() -> CartUnit { CartUnitFactory.produce() }\n"), "\(merged)")
        #expect(!merged.contains("VSURFServices"), "\(merged)")
        // Everything else is what a new project with the setting writes.
        let fresh = try rendered(try project("vsurf:\n  services: VSURFStateFacade\n"))
        for (path, text) in fresh where path != unit {
            #expect(try fileSystem.readText(path) == text, "\(path)")
        }
        #expect(try generate().entries.allSatisfy { $0.action == .unchanged })
        // The record of the value the bases were written with, committed beside them.
        #expect(try fileSystem.readText(SettingsRecord.path) == "vsurf.services: VSURFStateFacade\n")

        // And back to the default: the code follows again, and the record goes.
        try fileSystem.writeText("featuregen.yml", "architecture: vsurf\n")
        #expect(!(try generate()).entries.contains { $0.action == .conflict })
        let back = try #require(try fileSystem.readText(unit))
        #expect(back.contains("extension VSURFServices.Units {\n    static func cartForPreview()"), "\(back)")
        #expect(back.contains("    var discount = 0\n") && !back.contains("VSURFStateFacade"), "\(back)")
        #expect(try fileSystem.readText(SettingsRecord.path) == nil)
        #expect(try generate().entries.allSatisfy { $0.action == .unchanged })
    }

    /// Settings are the manifest's data, not vsurf's: a project's own manifest declares its
    /// own, of every kind a setting may have, and its templates read them.
    /// `generate Specs/Cart.yaml` after the setting changed generates every spec, with a
    /// note at the setting: a run of Cart alone would leave the other features (and their
    /// bases, whose settings the record tells) naming the old value, and the next rename would
    /// be merged against the wrong text.
    /// `featuregen new` after a setting changed generates every feature, as a run of some
    /// specs does, and records the setting, so that later runs merge against the bases as
    /// they were written.
    @Test func aNewFeatureAfterTheSettingChangedRecordsIt() throws {
        var files = Self.fixtureSpecs
        files["featuregen.yml"] = "architecture: vsurf\n"
        let fileSystem = MemoryFileSystem(files: files)
        let generator = Generator(project: try Project.load(from: fileSystem))
        _ = try generator.apply(try generator.plan())
        try fileSystem.writeText("featuregen.yml", "architecture: vsurf\nvsurf:\n  services: VSURFStateFacade\n")
        let project = try Project.load(from: fileSystem)
        let setup = ProjectSetup(fileSystem: fileSystem)
        let feature = try setup.newFeature(named: "Wallet", in: project)
        #expect(feature.plan.warnings.contains { $0.message.contains("'vsurf.services' is now 'VSURFStateFacade'") })
        try setup.write(feature)
        _ = try Generator(project: project).apply(feature.plan)
        #expect(try fileSystem.readText(SettingsRecord.path) == "vsurf.services: VSURFStateFacade\n")
        let cart = try #require(try fileSystem.readText("Features/Cart/CartUnit.swift"))
        #expect(cart.contains("VSURFStateFacade") && !cart.contains("VSURFServices"), "\(cart)")
        let again = Generator(project: try Project.load(from: fileSystem))
        #expect(try again.plan().entries.allSatisfy { $0.action == .unchanged })
        #expect(try again.plan(["Specs/Cart.yaml"]).warnings.isEmpty)
    }

    @Test func aRunOfSomeSpecsAfterTheSettingChangedGeneratesThemAll() throws {
        var files = Self.fixtureSpecs
        files["featuregen.yml"] = "architecture: vsurf\n"
        let fileSystem = MemoryFileSystem(files: files)
        func generate(_ paths: [String]? = nil) throws -> WritePlan {
            let generator = Generator(project: try Project.load(from: fileSystem))
            let plan = try generator.plan(paths)
            _ = try generator.apply(plan)
            return plan
        }
        _ = try generate()
        // A factory function of the user's in each of two units' extensions.
        var added: [String: String] = [:]
        for feature in ["Cart", "Catalog"] {
            let unit = "Features/\(feature)/\(feature)Unit.swift"
            var text = try #require(try fileSystem.readText(unit))
            let factory = try #require(text.range(of: "extension VSURFServices.Units {\n"))
            let line = "    static func \(feature.lowercased())ForPreview() -> \(feature)Unit { \(feature)UnitFactory.produce() }\n"
            text.insert(contentsOf: line + "\n", at: factory.upperBound)
            try fileSystem.writeText(unit, text)
            added[unit] = line
        }

        try fileSystem.writeText("featuregen.yml", "architecture: vsurf\nvsurf:\n  services: VSURFStateFacade\n")
        let some = try generate(["Specs/Cart.yaml"])
        #expect(!some.entries.contains { $0.action == .conflict }, "\(some.entries.filter { $0.action == .conflict }.map(\.path))")
        let note = try #require(some.warnings.first)
        #expect(note.severity == .note && note.message.contains("'vsurf.services' is now 'VSURFStateFacade'"), "\(note)")
        #expect(note.location == SourceLocation(file: "featuregen.yml", line: 3, column: 3))
        for (unit, line) in added {
            let text = try #require(try fileSystem.readText(unit))
            #expect(text.contains("extension VSURFStateFacade.Units {\n" + line), "\(unit): \(text)")
            #expect(!text.contains("VSURFServices"), "\(unit): \(text)")
            #expect(text.components(separatedBy: line).count == 2, "\(unit) holds the user's function once: \(text)")
        }
        #expect(try fileSystem.readText(SettingsRecord.path) == "vsurf.services: VSURFStateFacade\n")
        #expect(try generate().entries.allSatisfy { $0.action == .unchanged })
        #expect(try generate(["Specs/Cart.yaml"]).warnings.isEmpty)

        // A rename after it merges against the bases as they were written: no conflict, and
        // the user's code stays.
        let spec = try #require(try fileSystem.readText("Specs/Cart.yaml"))
        try fileSystem.writeText("Specs/Cart.yaml", spec.replacingOccurrences(of: "  - buy\n", with: "  - purchase: { was: buy }\n"))
        let renamed = try generate(["Specs/Cart.yaml"])
        #expect(!renamed.entries.contains { $0.action == .conflict }, "\(renamed.entries.filter { $0.action == .conflict }.map(\.path))")
        let cart = try #require(try fileSystem.readText("Features/Cart/CartUnit.swift"))
        #expect(cart.contains("extension VSURFStateFacade.Units {\n" + added["Features/Cart/CartUnit.swift"]!), "\(cart)")
        #expect(try generate().entries.allSatisfy { $0.action == .unchanged })
    }

    @Test func aProjectsOwnManifestDeclaresSettingsItsTemplatesRead() throws {
        let manifest = """
            files:
              - { template: R.swift, scope: project, path: "Runtime.swift" }
              - { template: F.swift, scope: feature, path: "{{output}}/{{feature}}.swift" }
            settings:
              prefix: { type: string, default: App, description: "What names start with." }
              logging: { type: boolean, default: false }
              style: { type: string, values: [plain, grouped], default: plain }
              depth: { type: integer, default: 2 }
              host: { type: typeName, default: Host }

            """
        let templates = [
            "Templates/mvvm/architecture.yaml": manifest,
            "Templates/mvvm/R.swift.mustache": "enum {{settings.host}} {}\n",
            "Templates/mvvm/F.swift.mustache":
                "// {{settings.prefix}}{{feature}}{{#settings.logging}} logs{{/settings.logging}}{{#settings.styleGrouped}} grouped{{/settings.styleGrouped}} {{settings.depth}}\n",
            "Specs/Cart.yaml": "feature: Cart\n",
        ]
        func files(_ settings: String) throws -> [String: String] {
            var all = templates
            all["featuregen.yml"] = "templates: Templates\n" + settings
            return try rendered(try Project.load(from: MemoryFileSystem(files: all)))
        }
        #expect(try files("") == ["Runtime.swift": "enum Host {}\n", "Features/Cart.swift": "// AppCart 2\n"])
        let set = try files("mvvm:\n  prefix: Shop\n  logging: true\n  style: grouped\n  depth: 3\n  host: Server\n")
        #expect(set == ["Runtime.swift": "enum Server {}\n", "Features/Cart.swift": "// ShopCart logs grouped 3\n"])
        func errors(_ settings: String) -> String {
            do {
                _ = try files(settings)
                return ""
            } catch {
                return "\(error)"
            }
        }
        let choice = errors("mvvm:\n  style: groupd\n")
        #expect(choice.contains("featuregen.yml:3:10: error: unknown value 'groupd' for 'style'"), "\(choice)")
        #expect(choice.contains("did you mean 'grouped'?"), "\(choice)")
        #expect(errors("mvvm:\n  logging: maybe\n").contains("featuregen.yml:3:12: error: 'logging' must be true or false"))
        #expect(errors("mvvm:\n  depth: deep\n").contains("featuregen.yml:3:10: error: 'depth' must be a whole number"))
        // The project's manifest, not the built-in one, says what the block may hold.
        #expect(errors("mvvm:\n  services: Facade\n").contains("'mvvm' takes: prefix, logging, style, depth, host"))
    }

    @Test func aManifestsSettingsAreCheckedWhereTheyAreDeclaredAndUsed() throws {
        func manifestErrors(_ settings: String, template: String = "//\n") -> String {
            let files = MemoryFileSystem(files: [
                "Templates/mvvm/architecture.yaml":
                    "files:\n  - { template: V.swift, scope: feature, path: \"{{feature}}.swift\" }\nsettings:\n" + settings,
                "Templates/mvvm/V.swift.mustache": template,
            ])
            var config = ProjectConfig()
            config.templates = "Templates"
            do {
                _ = try Project(fileSystem: files, config: config).templateSet()
                return ""
            } catch {
                return error.description
            }
        }
        #expect(manifestErrors("  host: { type: typeName, default: Host }\n", template: "{{settings.host}}\n") == "")
        let list = manifestErrors("  hosts: { type: names }\n")
        #expect(list.contains("architecture.yaml:4:3: error: setting 'hosts' has the type 'names'; a setting is a single value"), "\(list)")
        let noDefault = manifestErrors("  host: { type: typeName }\n")
        #expect(noDefault.contains("architecture.yaml:4:3: error: setting 'host' names a type and has no 'default'"), "\(noDefault)")
        let badDefault = manifestErrors("  host: { type: typeName, default: my-host }\n")
        #expect(badDefault.contains("architecture.yaml:4:36: error: 'my-host' is not a valid name"), "\(badDefault)")
        let unknown = manifestErrors("  host: { type: typeName, default: Host }\n", template: "{{settings.hots}}\n")
        #expect(unknown.contains("Templates/mvvm/V.swift.mustache:1:1: error:"), "\(unknown)")
        #expect(unknown.contains("did you mean 'host'?"), "\(unknown)")
    }
}
