import FeaturegenTestSupport
import Foundation
import Testing

@testable import FeaturegenCore

/// The disk's own answer to "is `Name` the file `NAME`?", and a case-only rename on a folder
/// that folds case, where the machine has one (macOS's temporary folder, or an ext4 folder
/// with `chattr +F`).
@Suite struct DiskFileSystemCaseTests {
    private static func temporaryFolder() throws -> URL {
        let folder = try makeTemporaryFolder("case")
        return folder
    }

    /// Whether the folder finds a file under another case, asked without featuregen's code.
    private static func foldsCase(_ folder: URL) -> Bool {
        let name = "probe-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: nil)
        defer { try? FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name.uppercased()).path)
    }

    /// An empty folder that folds case, or the test is skipped with the reason there is none:
    /// in `FEATUREGEN_CASE_FOLDING_FOLDER` where that is set (a mounted exFAT or casefold ext4
    /// image, say), else in the temporary folder, made to fold case with `chattr +F` on Linux.
    private static func caseFoldingFolder() throws -> URL {
        if let given = ProcessInfo.processInfo.environment["FEATUREGEN_CASE_FOLDING_FOLDER"], !given.isEmpty {
            let folder = URL(fileURLWithPath: given).appendingPathComponent("featuregen-case-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try #require(foldsCase(folder), "FEATUREGEN_CASE_FOLDING_FOLDER=\(given) does not fold case")
            return folder
        }
        let folder = try temporaryFolder()
        if foldsCase(folder) { return folder }
        let chattr = Process()
        chattr.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        chattr.arguments = ["chattr", "+F", folder.path]
        let errors = Pipe()
        chattr.standardError = errors
        chattr.standardOutput = FileHandle.nullDevice
        var reason = ""
        do {
            try chattr.run()
            chattr.waitUntilExit()
            reason = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        } catch {
            reason = "\(error)"
        }
        if chattr.terminationStatus == 0 && foldsCase(folder) { return folder }
        try? FileManager.default.removeItem(at: folder)
        try Test.cancel(
            """
            no case-folding folder on this machine: 'chattr +F' on \(FileManager.default.temporaryDirectory.path) said \
            '\(reason.trimmingCharacters(in: .whitespacesAndNewlines))' (a folder folds case only on a file system \
            made with casefold support, e.g. 'mkfs.ext4 -O casefold', mounted by a kernel built with CONFIG_UNICODE)
            """)
    }

    @Test func detectionAnswersAsTheFolderBehavesAndLeavesNothingBehind() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let disk = DiskFileSystem(root: folder)
        let answer = disk.isCaseInsensitive
        #if os(Linux)
            #expect(!answer, "a folder on Linux is case-sensitive unless made otherwise")
        #endif
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        #expect(answer == Self.foldsCase(folder))

        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".featuregen/base"), withIntermediateDirectories: true)
        let again = DiskFileSystem(root: folder)
        #expect(again.isCaseInsensitive == answer)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(".featuregen").path) == ["base"])
    }

    /// A folder's own names answer without writing: both cases listed, no folding; the other
    /// case found though not listed, folding; neither, none; no ASCII letter, no answer.
    @Test func theFoldersOwnNamesAnswerWithoutWriting() {
        let fold = { (names: [String], found: Set<String>) in DiskFileSystem.foldsCase(listing: names, lookup: { found.contains($0) }) }
        #expect(fold(["featuregen.yml", "FEATUREGEN.YML"], ["featuregen.yml", "FEATUREGEN.YML"]) == false)
        #expect(fold(["featuregen.yml", "Specs"], ["FEATUREGEN.YML"]) == true)
        #expect(fold(["Specs"], []) == false)
        #expect(fold(["123", "_"], []) == nil)
        #expect(fold(["ß", "1a"], ["1A"]) == true)
    }

    /// A project folder (it holds featuregen.yml) is asked without a probe: nothing is created in
    /// it, not even for a moment (its modification time stays), as a sandboxed `check` needs.
    @Test func aProjectFolderIsAskedWithoutWritingToIt() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "specs: Specs\n".write(to: folder.appendingPathComponent("featuregen.yml"), atomically: true, encoding: .utf8)
        let before = try FileManager.default.attributesOfItem(atPath: folder.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.01)
        let answer = DiskFileSystem(root: folder).isCaseInsensitive
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["featuregen.yml"])
        #expect(try FileManager.default.attributesOfItem(atPath: folder.path)[.modificationDate] as? Date == before)
        #expect(answer == Self.foldsCase(folder))
    }

    @Test func onACaseSensitiveFolderAnotherCaseIsAnotherFile() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        if Self.foldsCase(folder) { try Test.cancel("the temporary folder \(folder.path) folds case") }
        let disk = DiskFileSystem(root: folder)
        try disk.writeText("Features/Newslist/NewslistView.swift", "")
        #expect(!disk.isCaseInsensitive)
        #expect(try disk.storedPath(of: "Features/Newslist/NewslistView.swift") == "Features/Newslist/NewslistView.swift")
        #expect(try disk.storedPath(of: "Features/NewsList/NewslistView.swift") == nil)
        try disk.recase("Features/NewsList/NewsListView.swift")
        #expect(try disk.files(under: "") == ["Features/Newslist/NewslistView.swift"])
        #expect(disk.identity(of: "Features/Newslist") != disk.identity(of: "Features/NewsList"))
    }

    @Test func recaseOnACaseFoldingFolderRenamesFoldersAndFile() throws {
        let folder = try Self.caseFoldingFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let disk = DiskFileSystem(root: folder)
        #expect(disk.isCaseInsensitive)
        try disk.writeText("Features/Newslist/NewslistView.swift", "view")
        try disk.writeText("Features/Newslist/Helpers.swift", "")
        #expect(try disk.storedPath(of: "features/NEWSLIST/newslistview.swift") == "Features/Newslist/NewslistView.swift")
        try disk.recase("Features/NewsList/NewsListView.swift")
        #expect(try disk.files(under: "Features") == ["Features/NewsList/Helpers.swift", "Features/NewsList/NewsListView.swift"])
        #expect(try disk.readText("Features/NewsList/NewsListView.swift") == "view")
    }

    @Test func aCaseOnlyFeatureRenameOnACaseFoldingFolder() throws {
        let folder = try Self.caseFoldingFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let disk = DiskFileSystem(root: folder)
        let project = Project(fileSystem: disk, config: ProjectConfig())
        try disk.writeText("Specs/Newslist.yaml", CaseOnlyRenameTests.spec)
        let generator = Generator(project: project)
        try generator.apply(try generator.plan())
        #expect(try disk.readText("Features/Newslist/NewslistView.swift") != nil)
        try disk.writeText("Specs/Newslist.yaml", CaseOnlyRenameTests.renamedFeature)

        let plan = try generator.plan()
        #expect(plan.entries.filter { [.orphaned, .removed, .skipped, .conflict].contains($0.action) }.map(\.path) == [])
        try generator.apply(plan)
        let features = try disk.files(under: "Features").filter { !$0.hasPrefix("Features/Runtime/") }
        #expect(!features.isEmpty)
        #expect(features.allSatisfy { $0.hasPrefix("Features/NewsList/") && !$0.contains("Newslist") }, "\(features)")
        let bases = try disk.files(under: BaseStore.folder).filter { !$0.contains("/Runtime/") }
        #expect(bases.allSatisfy { $0.hasPrefix(".featuregen/base/Features/NewsList/") && !$0.contains("Newslist") }, "\(bases)")

        try disk.remove(RunCache.path)
        let pruned = try generator.plan(prune: true)
        #expect(pruned.entries.filter { $0.action != .unchanged }.map(\.path) == [])
        try generator.apply(pruned)
        #expect(try disk.files(under: "Features").filter { !$0.hasPrefix("Features/Runtime/") } == features)
    }
}
