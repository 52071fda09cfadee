import FeaturegenTestSupport
import Foundation
import Testing

@Suite(.serialized) struct CommandTests {
    @Test func initThenNewProducesTheModule() throws {
        let app = try Featuregen()
        defer { app.remove() }
        let initialized = try app.run("init")
        #expect(initialized.status == 0, "\(initialized.errors)")
        #expect(initialized.output.contains("created   featuregen.yml"))
        #expect(initialized.output.contains("created   Features/Runtime/Module.swift"))
        // The tutorial's first step copies a spec into it.
        #expect(initialized.output.contains("created   Specs/ (your specs go here)"))
        #expect(FileManager.default.fileExists(atPath: app.folder.appendingPathComponent("Specs").path))

        let created = try app.run("new", "ProductCard")
        #expect(created.status == 0, "\(created.errors)")
        for file in ["ProductCard", "ProductCardIO", "ProductCardState", "ProductCardViewModel", "ProductCardView", "ProductCardRouter"] {
            #expect(created.output.contains("created   Features/ProductCard/\(file).swift"))
        }
        #expect(try app.read("Features/ProductCard/ProductCard.swift").contains("enum ProductCard: ModuleProtocol {"))
        #expect(try app.read("Features/ProductCard/ProductCard.swift").contains("    typealias ViewScene = ProductCardView"))
        #expect(try app.read("Features/ProductCard/ProductCardIO.swift").contains("struct ProductCardInput: Sendable {"))
        #expect(try app.read("Features/ProductCard/ProductCardState.swift").contains("final class ProductCardState: ViewStateProtocol {"))
        let viewModel = try app.read("Features/ProductCard/ProductCardViewModel.swift")
        #expect(viewModel.contains("actor ProductCardViewModel: ViewModelProtocol {"))
        #expect(viewModel.contains("    enum Action: Sendable {"))
        #expect(viewModel.contains("    func handle(_ action: Action) async {"))
        #expect(try app.read("Features/ProductCard/ProductCardView.swift").contains("struct ProductCardView: View, ViewProtocol {"))
        #expect(try app.read("Features/ProductCard/ProductCardRouter.swift").contains("final class ProductCardRouter: RouterProtocol {"))
        #expect(try app.read("Features/ProductCard/Components/ProductCardHeader.swift").contains("struct ProductCardHeader: View {"))
        let runtime = try app.read("Features/Runtime/Module.swift")
        #expect(runtime.contains("final class Reducer<ViewModel>: Sendable where ViewModel: ModuleViewModelProtocol {"))
        #expect(runtime.contains("protocol ModuleProtocol {"))

        #expect(try app.run("new", "ProductCard").status == 2)
    }

    @Test func initAndNewSayWhatToDoNext() throws {
        let app = try Featuregen()
        defer { app.remove() }
        let initialized = try app.run("init", "--tested-module", "App")
        #expect(initialized.output.contains("next: add Features/ to your app target and FeatureTests/ to its test target"))
        let created = try app.run("new", "Cart")
        #expect(
            created.output.hasSuffix(
                "next: describe the feature in Specs/Cart.yaml (state, actions, routes), then run 'featuregen generate'\n"))

        let untested = try Featuregen()
        defer { untested.remove() }
        let output = try untested.execute(Featuregen.binary, ["init"]).output
        #expect(output.contains("next: add Features/ to your app target, then run 'featuregen new ProductCard'"), "\(output)")
    }

    @Test func everyExampleSpecGeneratesAndASecondRunChangesNothing() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        let specs = Repository.root.appendingPathComponent("Specs")
        for name in try FileManager.default.contentsOfDirectory(atPath: specs.path) where name.hasSuffix(".yaml") {
            try app.write("Specs/\(name)", try String(contentsOf: specs.appendingPathComponent(name), encoding: .utf8))
        }
        let first = try app.run("generate")
        #expect(first.status == 0, "\(first.errors)")
        let before = try app.snapshot()
        Thread.sleep(forTimeInterval: 1.1)
        let second = try app.run("generate")
        #expect(second.status == 0)
        #expect(!second.output.contains("created") && !second.output.contains("updated"))
        #expect(try app.snapshot() == before, "a second generate touched files")
        #expect(try app.run("check").status == 0)
    }

    @Test func aYAMLSyntaxErrorExits2AndWritesNothing() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.write("Specs/Broken.yaml", "feature: Broken\nstate:\n  title: [String\nactions: [a]\n")
        let before = try app.snapshot()
        for command in ["validate", "generate"] {
            let result = try app.run(command)
            #expect(result.status == 2)
            #expect(result.errors.hasPrefix("Specs/Broken.yaml:4:8: error: YAML syntax error:"), "\(result.errors)")
        }
        let direct = try app.run("validate", "Specs/Broken.yaml")
        #expect(direct.status == 2 && direct.errors.contains("Specs/Broken.yaml:4:8: error:"))
        #expect(try app.snapshot() == before)
    }

    @Test func checkAndDryRunReportDriftWithoutWriting() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")
        var spec = try app.read("Specs/Profile.yaml")
        spec = spec.replacingOccurrences(of: "  - dismiss\n\nsubviews", with: "  - dismiss\n  - refresh\n\nsubviews")
        try app.write("Specs/Profile.yaml", spec)
        let before = try app.snapshot()

        let check = try app.run("check")
        #expect(check.status == 1)
        #expect(check.output.contains("+        case refresh"))
        let dryRun = try app.run("generate", "--dry-run")
        #expect(dryRun.status == 0)
        #expect(dryRun.output.contains("+++ b/Features/Profile/ProfileViewModel.swift"))
        #expect(try app.snapshot() == before)

        #expect(try app.run("generate").status == 0)
        #expect(try app.run("check").status == 0)
    }

    @Test func conflictsExit1AndAreListed() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")
        let path = "Features/Profile/ProfileIO.swift"
        try app.write(
            path, try app.read(path).replacingOccurrences(of: "    let title: String", with: "    let title: String // shown on top"))
        try app.write(
            "Specs/Profile.yaml",
            try app.read("Specs/Profile.yaml").replacingOccurrences(of: "  title: String\n", with: "  title: Substring\n"))
        let result = try app.run("generate")
        #expect(result.status == 1)
        #expect(result.errors.contains("Features/Profile/ProfileIO.swift:6: conflict"), "\(result.errors)")
        #expect(try app.read(path).contains("<<<<<<< yours"))
        #expect(try app.run("check").status == 1)
    }

    @Test func everyCommandHasHelpAndBadUsageExits2() throws {
        let app = try Featuregen()
        defer { app.remove() }
        for command in ["init", "new", "generate", "check", "validate"] {
            let help = try app.run(command, "--help")
            #expect(help.status == 0)
            #expect(help.output.contains("OVERVIEW:"), "\(command)")
        }
        #expect(try app.run("generate", "--no-such-flag").status == 2)
        #expect(try app.run("new").status == 2)
        #expect(try app.run("generate").status == 2, "no featuregen.yml")
    }
}

@Suite(.serialized) struct CustomTemplateTests {
    @Test func aProjectUsesItsOwnCopyOfTheTemplates() throws {
        let app = try Featuregen()
        defer { app.remove() }
        let initialized = try app.run("init", "--copy-templates")
        #expect(initialized.status == 0)
        #expect(initialized.output.contains("created   Templates/mvvm/FeatureViewModel.swift.mustache"))
        #expect(try app.read("featuregen.yml").contains("\ntemplates: Templates/mvvm\n"))
        try app.run("new", "Profile")
        let template = "Templates/mvvm/FeatureViewModel.swift.mustache"
        try app.write(
            template,
            try app.read(template).replacingOccurrences(of: "// MARK: - Nested Types", with: "// MARK: - Nested Types (house style)"))
        let result = try app.run("generate")
        #expect(result.status == 0)
        #expect(result.output.contains("updated   Features/Profile/ProfileViewModel.swift"))
        #expect(try app.read("Features/Profile/ProfileViewModel.swift").contains("    // MARK: - Nested Types (house style)"))
    }

    @Test func aBrokenTemplateIsDiagnosedWithItsPlace() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init", "--copy-templates")
        try app.run("new", "Profile")
        let template = "Templates/mvvm/FeatureView.swift.mustache"
        let text = try app.read(template)
        // The unclosed section opens on the line after the template's last one.
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).count
        try app.write(template, text + "{{#actions}}\nunclosed\n")
        let before = try app.snapshot()
        let result = try app.run("generate")
        #expect(result.status == 2)
        #expect(
            result.errors.contains(
                "\(template):\(line):1: error: template error: the section {{#actions}} is not closed; add its {{/actions}}"),
            "\(result.errors)")
        #expect(try app.snapshot() == before)
    }
}

@Suite(.serialized) struct OrphanTests {
    @Test func removedSubviewsAndSpecsAreReportedAndPrunedOnlyWhenUnmodified() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")
        try app.run("new", "Settings")
        try app.write(
            "Specs/Profile.yaml",
            try app.read("Specs/Profile.yaml").replacingOccurrences(
                of:
                    "subviews:                           # Components/<Name>.swift\n  ProfileHeader:\n    state:\n      title: String\n      isLoading: Bool\n    actions: [onTapBackButton]\n",
                with: ""))
        try FileManager.default.removeItem(at: app.folder.appendingPathComponent("Specs/Settings.yaml"))
        try app.write("Features/Settings/SettingsView.swift", try app.read("Features/Settings/SettingsView.swift") + "// mine\n")

        let report = try app.run("generate")
        #expect(report.status == 0, "\(report.errors)")
        #expect(
            report.output.contains(
                "orphaned  Features/Profile/Components/ProfileHeader.swift (no spec generates it any more; run with --prune to remove it)"))
        #expect(
            report.output.contains(
                "orphaned  Features/Settings/SettingsView.swift (no spec generates this file any more, and it has your edits"))
        #expect(FileManager.default.fileExists(atPath: app.folder.appendingPathComponent("Features/Settings/SettingsState.swift").path))

        let pruned = try app.run("generate", "--prune")
        #expect(pruned.status == 0)
        #expect(pruned.output.contains("removed   Features/Settings/SettingsState.swift"))
        let fileManager = FileManager.default
        #expect(!fileManager.fileExists(atPath: app.folder.appendingPathComponent("Features/Profile/Components").path), "empty folder left")
        #expect(!fileManager.fileExists(atPath: app.folder.appendingPathComponent("Features/Settings/SettingsState.swift").path))
        #expect(try app.read("Features/Settings/SettingsView.swift").hasSuffix("// mine\n"))
        // The edited orphan is still on disk: check says so, and what to do, until it is gone.
        let check = try app.run("check")
        #expect(check.status == 1)
        #expect(check.errors.contains("Features/Settings/SettingsView.swift: error: no spec generates this file any more"))
        #expect(check.errors.contains("it has your edits: move what you need and delete it"))
        try FileManager.default.removeItem(at: app.folder.appendingPathComponent("Features/Settings/SettingsView.swift"))
        #expect(try app.run("generate").status == 0)
        #expect(try app.run("check").status == 0)
    }

    /// A hand-written module brought in: `import` writes its spec, `adopt` takes it over, and
    /// `check` passes; a second `import` refuses to replace the spec.
    @Test func importThenAdoptBringsAHandWrittenModuleIn() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        let module = Repository.root.appendingPathComponent("Tests/Fixtures/Adopt/HandWritten/Features/Gallery")
        try FileManager.default.copyItem(at: module, to: app.folder.appendingPathComponent("Features/Gallery"))
        let imported = try app.run("import", "Features/Gallery")
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(imported.output.contains("created   Specs/Gallery.yaml"), "\(imported.output)")
        #expect(try app.read("Specs/Gallery.yaml").contains("  PhotoGrid:\n    property: grid\n    state:\n      photos: \"[Photo]\""))
        let adopted = try app.run("adopt")
        #expect(adopted.status == 0, "\(adopted.errors)")
        #expect(adopted.output.contains("adopted   Features/Gallery/Components/Subviews/PhotoGrid/PhotoGrid.swift"), "\(adopted.output)")
        #expect(
            !FileManager.default.fileExists(atPath: app.folder.appendingPathComponent("Features/Gallery/Components/PhotoGrid.swift").path))
        #expect(try app.run("check").status == 0)
        let again = try app.run("import", "Features/Gallery")
        #expect(again.status == 2 && again.errors.contains("a spec for 'Gallery' exists already"), "\(again.errors)")
    }

    /// In a folder with no app target to find (no Package.swift, no .xcodeproj), `init` and
    /// `new` still work, as the tutorial runs them: the tests are off, `init` says how to turn
    /// them on, and `--tested-module` does.
    @Test func initWithoutAnAppTargetTurnsTheTestsOffAndSaysHowToTurnThemOn() throws {
        let app = try Featuregen()
        defer { app.remove() }
        let initialized = try app.run("init", "--tested-module=")
        #expect(initialized.status != 0, "an empty module name is refused")
        let bare = try app.execute(Featuregen.binary, ["init"])
        #expect(bare.status == 0, "\(bare.errors)")
        #expect(bare.output.contains("so the tests are off: 'featuregen init --tested-module MyApp' turns them on"), "\(bare.output)")
        #expect(try app.read("featuregen.yml").contains("\n# tests: FeatureTests\n"))
        let created = try app.run("new", "Profile")
        #expect(created.status == 0, "\(created.errors)")
        #expect(!FileManager.default.fileExists(atPath: app.folder.appendingPathComponent("FeatureTests").path))

        let named = try app.run("init", "--tested-module", "Shop")
        #expect(named.output.contains("updated   featuregen.yml (testedModule: Shop, tests: FeatureTests)"), "\(named.output)")
        #expect(try app.run("generate").status == 0)
        #expect(try app.read("FeatureTests/Profile/ProfileTests.swift").hasPrefix("@testable import Shop\n"))
    }
}
