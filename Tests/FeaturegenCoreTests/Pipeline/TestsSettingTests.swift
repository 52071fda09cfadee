import Testing

@testable import FeaturegenCore

/// featuregen.yml's `tests:`, `testFramework:` and `testedModule:` say whether and how each
/// feature's tests are written; a manifest's files under `{{tests}}` are written only then.
@Suite struct TestsSettingTests {
    private func config(_ text: String) throws(DiagnosticsError) -> ProjectConfig {
        try ConfigDecoder().decode(YAMLLoader(document: .config).load(Array(text.utf8), file: "featuregen.yml"))
    }

    private func errors(_ text: String) -> String {
        do {
            _ = try config(text)
            return ""
        } catch {
            return error.description
        }
    }

    @Test func theSettingsAreReadAndCheckedAtTheirPlace() throws {
        let read = try config("tests: AppTests/Features\ntestFramework: xctest\ntestedModule: ShopApp\n")
        #expect(read.tests == "AppTests/Features" && read.testFramework == .xctest && read.testedModule == "ShopApp")
        let defaults = try config("specs: Specs\n")
        #expect(defaults.tests == nil && defaults.testFramework == .swiftTesting && defaults.testedModule == nil)
        #expect(errors("testFramework: xctests\n").contains("featuregen.yml:1:16: error: unknown testFramework 'xctests'"))
        #expect(errors("testFramework: xctests\n").contains("did you mean 'xctest'?"))
        #expect(errors("testedModule: Shop-App\n").contains("featuregen.yml:1:15: error: 'testedModule' 'Shop-App' is not a module name"))
        #expect(errors("tests: ../Elsewhere\n").contains("featuregen.yml:1:8: error: 'tests'"))
        #expect(errors("tests: .featuregen/tests\n").contains("error: 'tests' '.featuregen/tests'"))
        let failing = try config("unwrittenTests: fail\n")
        #expect(defaults.unwrittenTests == .skip && failing.unwrittenTests == .fail)
        #expect(errors("unwrittenTests: skipped\n").contains("featuregen.yml:1:17: error: unknown unwrittenTests 'skipped'"))
        #expect(errors("unwrittenTests: skipped\n").contains("note: 'unwrittenTests' is one of: skip, fail"))
        // What `init` writes for a new project sets them, and reads back; without the module the
        // tests import, the tests are off.
        var named = ProjectConfig()
        named.testedModule = "Shop"
        let written = try config(named.fileText)
        #expect(written.tests == "FeatureTests" && written.testFramework == .swiftTesting && written.testedModule == "Shop")
        #expect(try config(ProjectConfig().fileText).tests == nil)
    }

    @Test func filesUnderTheTestsPlaceholderAreWrittenOnlyWhenTestsIsSet() throws {
        let manifest = """
            files:
              - { template: Feature.swift, scope: feature, path: "{{output}}/{{feature}}/{{feature}}.swift" }
              - { template: FeatureTests.swift, scope: feature, path: "{{tests}}/{{feature}}/{{feature}}Tests.swift" }
            """
        let templates = [
            "architecture.yaml": manifest, "Feature.swift.mustache": "enum {{feature}} {}\n",
            "FeatureTests.swift.mustache":
                "{{#testing.hasTestedModule}}@testable import {{testing.testedModule}}\n{{/testing.hasTestedModule}}{{#testing.swiftTesting}}import Testing\n{{/testing.swiftTesting}}{{#testing.xctest}}import XCTest\n{{/testing.xctest}}// {{previewInput}} {{testing.fail}}\n",
        ]
        func files(_ settings: String) throws -> [String: String] {
            var all = [
                "featuregen.yml": "templates: Templates/mvvm\n" + settings,
                "Specs/Cart.yaml": "feature: Cart\ninput:\n  id: Int\n  name: String?\n",
            ]
            for (name, text) in templates { all["Templates/mvvm/\(name)"] = text }
            let project = try Project.load(from: MemoryFileSystem(files: all))
            let generator = Generator(project: project)
            return Dictionary(uniqueKeysWithValues: try generator.render(try generator.loadSpecs()).map { ($0.path, $0.contents) })
        }
        #expect(try files("").keys.sorted() == ["Features/Cart/Cart.swift"])
        let swiftTesting = try files("tests: AppTests\ntestedModule: Shop\n")
        #expect(
            swiftTesting["AppTests/Cart/CartTests.swift"]
                == "@testable import Shop\nimport Testing\n// .init(id: 0, name: nil) Issue.record\n")
        let xctest = try files("tests: AppTests\ntestFramework: xctest\ntestedModule: Shop\n")
        #expect(xctest["AppTests/Cart/CartTests.swift"] == "@testable import Shop\nimport XCTest\n// .init(id: 0, name: nil) XCTFail\n")
    }

    /// Tests without the module they import could not compile: `generate` refuses them at
    /// `tests:`, saying what to add, and writes nothing.
    @Test func testsWithoutATestedModuleAreAnErrorAtTests() throws {
        let files = [
            "featuregen.yml": "specs: Specs\ntests: AppTests\n", "Specs/Cart.yaml": "feature: Cart\nactions: [buy]\n",
            "Package.swift":
                "let package = Package(\n    targets: [\n        .testTarget(name: \"ShopTests\"),\n        .target(\n            name: \"Shop\"),\n    ])\n",
        ]
        let project = try Project.load(from: MemoryFileSystem(files: files))
        let generator = Generator(project: project)
        let error = #expect(throws: DiagnosticsError.self) { try generator.render(try generator.loadSpecs()) }
        #expect(
            error?.description.contains("featuregen.yml:2:1: error: 'tests: AppTests' writes tests that @testable import the app") == true)
        #expect(
            error?.description.contains(
                "note: add 'testedModule: Shop': the app target the tests import (the first target of Package.swift)") == true)
    }

    @Test func initGuessesTheTestedModuleFromThePackageOrTheXcodeProject() {
        let manifest = "targets: [.testTarget(name: \"AppTests\"), .executableTarget(name: \"Shop\"), .target(name: \"Core\")]"
        #expect(TestedModuleGuess.module(packageManifest: manifest) == "Shop")
        #expect(TestedModuleGuess.module(packageManifest: nil, folderNames: ["Specs", "Shop.xcodeproj"]) == "Shop")
        #expect(TestedModuleGuess.module(packageManifest: "let package = Package()", folderNames: ["My App.xcodeproj"]) == nil)
    }

    @Test func aFeatureWhoseInputHasNoNaturalValueHasNoPreviewInput() throws {
        let context = ContextBuilder(observation: .combine, access: .internal).context(
            for: try loadSpec("feature: Detail\ninput:\n  image: UIImage\n  title: String\n"))
        #expect(!context.hasPreviewInput && context.previewInput == "")
        #expect(context.input.map(\.previewValue) == ["", "\"\""])
        let none = ContextBuilder(observation: .combine, access: .internal).context(for: try loadSpec("feature: Detail\n"))
        #expect(none.hasPreviewInput && none.previewInput == ".init()")
    }
}

/// A skipped test the user writes is theirs: with the skip removed and an assertion in its
/// place, a spec edit and `generate` keep their version, in both frameworks, and add the new
/// action's test skipped.
@Suite struct WrittenTestTests {
    @Test(arguments: [
        (
            ProjectConfig.TestFramework.swiftTesting,
            "@Test(.disabled(\"Write the test of load: what does it change in the state, and what does it send?\"))\n    func load()",
            "@Test\n    func load()",
            "        Issue.record(\"Write the test of load: what does it change in the state, and what does it send?\")\n",
            "        #expect(module.viewModel.state.count == 1)\n"
        ),
        (
            .xctest, "func testLoad()", "func testLoad()",
            "        throw XCTSkip(\"Write the test of load: what does it change in the state, and what does it send?\")\n",
            "        XCTAssertEqual(module.viewModel.state.count, 1)\n"
        ),
    ])
    func theUsersAssertionsSurviveASpecEdit(
        framework: ProjectConfig.TestFramework, skipped: String, written: String, stub: String, assertion: String
    ) throws {
        let files = MemoryFileSystem(files: ["Specs/Counter.yaml": "feature: Counter\nstate:\n  count: Int\nactions:\n  - load\n"])
        var config = ProjectConfig()
        config.tests = "FeatureTests"
        config.testedModule = "App"
        config.testFramework = framework
        let project = Project(fileSystem: files, config: config)
        try Generator(project: project).apply(try Generator(project: project).plan())
        let path = "FeatureTests/Counter/CounterTests.swift"
        var text = try #require(try files.readText(path))
        #expect(text.contains(skipped) && text.contains(stub))
        text = text.replacingOccurrences(of: skipped, with: written).replacingOccurrences(of: stub, with: assertion)
        try files.writeText(path, text)
        try files.writeText("Specs/Counter.yaml", "feature: Counter\nstate:\n  count: Int\nactions:\n  - load\n  - refresh\n")
        let plan = try Generator(project: project).plan()
        #expect(!plan.hasBlockedFiles)
        try Generator(project: project).apply(plan)
        let after = try #require(try files.readText(path))
        #expect(after.contains(written) && after.contains(assertion), "\(after)")
        #expect(!after.contains(stub) && !after.contains("Write the test of load"), "\(after)")
        #expect(after.contains("Write the test of refresh"), "\(after)")
    }

    /// An action that opens a route of another name, one whose body the user writes, names
    /// itself both in its test's reason and in the stub the test records.
    @Test func anUnwrittenRouteTestNamesItsActionInItsReasonAndItsStub() throws {
        let spec = "feature: Share\nactions:\n  - shareTapped: { id: Int }\n    opens: share\nroutes:\n  - share: { id: Int }\n"
        let files = MemoryFileSystem(files: ["Specs/Share.yaml": spec])
        var config = ProjectConfig()
        config.tests = "FeatureTests"
        config.testedModule = "App"
        let project = Project(fileSystem: files, config: config)
        try Generator(project: project).apply(try Generator(project: project).plan())
        let text = try #require(try files.readText("FeatureTests/Share/ShareTests.swift"))
        let reason = "Write the test of shareTapped: what does its route do?"
        #expect(text.contains("@Test(.disabled(\"\(reason)\"))") && text.contains("Issue.record(\"\(reason)\")"), "\(text)")
    }

    /// A Counter project with Swift Testing tests, whose `load` test the user wrote.
    private func writtenLoadTest() throws -> (MemoryFileSystem, Project, String) {
        let files = MemoryFileSystem(files: ["Specs/Counter.yaml": "feature: Counter\nstate:\n  count: Int\nactions:\n  - load\n  - save\n"]
        )
        var config = ProjectConfig()
        config.tests = "FeatureTests"
        config.testedModule = "App"
        let project = Project(fileSystem: files, config: config)
        try Generator(project: project).apply(try Generator(project: project).plan())
        let path = "FeatureTests/Counter/CounterTests.swift"
        let text = try #require(try files.readText(path))
        let skipped =
            "@Test(.disabled(\"Write the test of load: what does it change in the state, and what does it send?\"))\n    func load()"
        let stub = "        Issue.record(\"Write the test of load: what does it change in the state, and what does it send?\")\n"
        #expect(text.contains(skipped) && text.contains(stub), "\(text)")
        try files.writeText(
            path,
            text.replacingOccurrences(of: skipped, with: "@Test\n    func load()")
                .replacingOccurrences(of: stub, with: "        #expect(module.viewModel.state.count == 1) // mine\n"))
        return (files, project, path)
    }

    /// `was:` renames the user's test with the action, assertion and all.
    @Test func aRenamedActionRenamesTheUsersTest() throws {
        let (files, project, path) = try writtenLoadTest()
        try files.writeText(
            "Specs/Counter.yaml", "feature: Counter\nstate:\n  count: Int\nactions:\n  - reload: { was: load }\n  - save\n")
        let plan = try Generator(project: project).plan()
        #expect(!plan.hasBlockedFiles)
        try Generator(project: project).apply(plan)
        let after = try #require(try files.readText(path))
        #expect(after.contains("@Test\n    func reload()"), "\(after)")
        #expect(after.contains("#expect(module.viewModel.state.count == 1) // mine"), "\(after)")
        #expect(!after.contains("func load()") && !after.contains("Write the test of reload"), "\(after)")
    }

    /// A test the user wrote, of an action the spec drops, is not dropped in silence: it stays,
    /// in conflict markers, and the run reports the conflict.
    @Test func aRetiredTestWithTheUsersCodeIsKeptAndReported() throws {
        let (files, project, path) = try writtenLoadTest()
        try files.writeText("Specs/Counter.yaml", "feature: Counter\nstate:\n  count: Int\nactions:\n  - save\n")
        let plan = try Generator(project: project).plan()
        try Generator(project: project).apply(plan)
        let after = try #require(try files.readText(path))
        #expect(after.contains("#expect(module.viewModel.state.count == 1) // mine"), "\(after)")
        #expect(after.contains("<<<<<<<") && after.contains(">>>>>>>"), "\(after)")
        #expect(plan.hasBlockedFiles)
        #expect(plan.entries.contains { $0.path == path && $0.action == .conflict }, "\(plan.entries.map(\.path))")
    }
}
