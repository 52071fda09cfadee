import Foundation
import Testing

/// `init --tests`, `--no-tests` and `--test-framework`: where the generated tests go, whether
/// there are any, and in which framework, chosen when the project is set up or later.
@Suite(.serialized) struct InitTestsOptionsTests {
    @Test func aNewProjectTakesItsTestsFolderAndFramework() throws {
        let app = try Featuregen()
        defer { app.remove() }
        let setUp = try app.run("init", "--tests", "AppTests/Features", "--test-framework", "xctest")
        #expect(setUp.status == 0, "\(setUp.errors)")
        let config = try app.read("featuregen.yml")
        #expect(config.contains("\ntests: AppTests/Features\n") && config.contains("\ntestFramework: xctest\n"), "\(config)")
        #expect(setUp.output.contains("AppTests/Features/ to its test target"), "\(setUp.output)")
        try app.run("new", "Profile")
        let test = try app.read("AppTests/Features/Profile/ProfileTests.swift")
        #expect(test.contains("import XCTest"))
    }

    @Test func noTestsLeavesTheLineCommentedAndWritesNoTest() throws {
        let app = try Featuregen()
        defer { app.remove() }
        let setUp = try app.run("init", "--no-tests")
        #expect(setUp.status == 0, "\(setUp.errors)")
        let config = try app.read("featuregen.yml")
        #expect(config.contains("\n# tests: FeatureTests") && !config.contains("\ntests:"), "\(config)")
        #expect(!setUp.output.contains("test target"), "\(setUp.output)")
        try app.run("new", "Profile")
        #expect(!FileManager.default.fileExists(atPath: app.folder.appendingPathComponent("FeatureTests").path))
        // Turned on again later, by naming the folder.
        let on = try app.run("init", "--tests", "FeatureTests")
        #expect(on.status == 0, "\(on.errors)")
        #expect(try app.read("featuregen.yml").contains("\ntests: FeatureTests\n"))
        try app.run("generate")
        #expect(FileManager.default.fileExists(atPath: app.folder.appendingPathComponent("FeatureTests/Profile/ProfileTests.swift").path))
        // And off again: the line is commented out, its value kept.
        let off = try app.run("init", "--no-tests")
        #expect(off.status == 0, "\(off.errors)")
        #expect(try app.read("featuregen.yml").contains("\n# tests: FeatureTests\n"))
    }

    @Test func refusedChoicesWriteNothing() throws {
        let app = try Featuregen()
        defer { app.remove() }
        // No module to import: --tests cannot be honoured.
        let noModule = try app.run("init", "--tests", "FeatureTests", "--tested-module=")
        #expect(noModule.status != 0)
        let bare = try app.execute(Featuregen.binary, ["init", "--tests", "FeatureTests"])
        #expect(bare.status == 2)
        #expect(bare.errors.contains("error: --tests FeatureTests: the tests need the app target they import"), "\(bare.errors)")
        #expect(bare.errors.contains("add --tested-module MyApp"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: app.folder.path).isEmpty)
        let both = try app.run("init", "--tests", "T", "--no-tests")
        #expect(both.status == 64 || both.status == 2, "\(both.status)")
        #expect(both.errors.contains("--tests and --no-tests"), "\(both.errors)")
        let framework = try app.run("init", "--test-framework", "quick")
        #expect(framework.status != 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: app.folder.path).isEmpty)
        // An existing project's tests folder is not moved by init.
        try app.run("init")
        let before = try app.read("featuregen.yml")
        let move = try app.run("init", "--tests", "Elsewhere")
        #expect(move.status == 2)
        #expect(
            move.errors.contains("--tests Elsewhere: this project's featuregen.yml already sets 'tests: FeatureTests'"), "\(move.errors)")
        #expect(try app.read("featuregen.yml") == before)
    }
}
