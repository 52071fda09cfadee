import Foundation
import Testing

/// `check`: it fails on whatever `generate` would not leave clean, and says what to do.
extension TrustTests {
    // MARK: - check

    @Test func checkFailsOnSkippedFilesAndSaysToAdopt() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")
        try FileManager.default.removeItem(at: app.folder.appendingPathComponent(".featuregen/base/Features/Profile/ProfileView.swift"))
        try app.write("Features/Profile/ProfileView.swift", try app.read("Features/Profile/ProfileView.swift") + "// mine\n")
        let check = try app.run("check")
        #expect(check.status == 1)
        #expect(check.errors.contains("ProfileView.swift: error: featuregen has no record of writing this file; run 'featuregen adopt'"))
        #expect(!check.errors.contains("; run 'featuregen generate'\n"))
    }

    @Test func checkFailsOnTheFilesOfARenamedFeature() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")
        try app.write(
            "Specs/Profile.yaml", try app.read("Specs/Profile.yaml").replacingOccurrences(of: "feature: Profile", with: "feature: Account"))
        try FileManager.default.moveItem(
            at: app.folder.appendingPathComponent("Specs/Profile.yaml"), to: app.folder.appendingPathComponent("Specs/Account.yaml"))
        #expect(try app.run("generate").status == 0)
        let check = try app.run("check")
        #expect(check.status == 1)
        #expect(check.errors.contains("Features/Profile/ProfileView.swift: error: no spec generates this file any more"))
        #expect(check.errors.contains("featuregen generate --prune"))
        #expect(try app.run("generate", "--prune").status == 0)
        #expect(try app.run("check").status == 0)
    }

    @Test func aFeatureRenamedInCaseOnlyIsRenamedWhereTheDiskFoldsCase() throws {
        let app = try Featuregen.inCaseFoldingFolder()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Newslist")
        try app.write(
            "Specs/Newslist.yaml",
            try app.read("Specs/Newslist.yaml").replacingOccurrences(of: "feature: Newslist", with: "feature: NewsList\nwas: Newslist"))
        let generate = try app.run("generate")
        #expect(generate.status == 0, "\(generate.errors)")
        #expect(generate.output.contains("(renamed from Features/Newslist/NewslistView.swift)"), "\(generate.output)")
        let features = try FileManager.default.contentsOfDirectory(atPath: app.folder.appendingPathComponent("Features").path)
        #expect(features.sorted() == ["NewsList", "Runtime"])
        let check = try app.run("check")
        #expect(check.status == 0, "\(check.output)\(check.errors)")
        let prune = try app.run("generate", "--prune")
        #expect(prune.status == 0)
        #expect(!prune.output.contains("removed"), "\(prune.output)")
        #expect(try app.read("Features/NewsList/NewsListView.swift").contains("struct NewsListView"))
    }

    @Test func checkNamesEveryLeftoverMarkerLine() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")
        let path = "Features/Profile/ProfileRouter.swift"
        try app.write(
            path, try app.read(path).replacingOccurrences(of: "    init() {}\n", with: "    init() {}\n=======\n>>>>>>> featuregen\n"))
        let check = try app.run("check")
        #expect(check.status == 1)
        #expect(check.errors.contains("\(path):12: error: conflict marker"))
        #expect(check.errors.contains("\(path):13: error: conflict marker"))
        #expect(check.errors.contains("resolve the conflict markers"))
    }
}
