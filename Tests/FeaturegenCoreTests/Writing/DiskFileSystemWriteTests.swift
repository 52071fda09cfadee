import FeaturegenTestSupport
import Foundation
import Testing

@testable import FeaturegenCore

/// The writer's promises, on both of its paths: a file that is not there yet is written with
/// no name and linked in (Linux's `O_TMPFILE`), everything else goes through `.featuregen/tmp`
/// and a rename — as every write does on macOS, which these tests run on Linux by turning the
/// first path off.
@Suite struct DiskFileSystemWriteTests {
    private static let paths = [true, false]

    private func project() throws -> URL {
        try makeTemporaryFolder("write")
    }

    private func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test(arguments: paths) func aNewFileInNewFoldersIsWrittenWholeAndLeavesNothingElse(anonymously: Bool) throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let disk = DiskFileSystem(root: root, writesNewFilesAnonymously: anonymously)
        let bytes = Array(String(repeating: "let x = 1\n", count: 5_000).utf8)
        try disk.write("Features/Cart/Components/CartRow.swift", bytes)
        try disk.write("Features/Cart/Cart.swift", Array("struct Cart {}\n".utf8))
        #expect(try disk.read("Features/Cart/Components/CartRow.swift") == bytes)
        #expect(try names(in: root.appendingPathComponent("Features/Cart")) == ["Cart.swift", "Components"])
        #expect(try names(in: root.appendingPathComponent("Features/Cart/Components")) == ["CartRow.swift"])
        let mode = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent("Features/Cart/Cart.swift").path)[
            .posixPermissions]
        #expect((mode as? Int).map { $0 & 0o644 } == 0o644)
        disk.removeTemporaryFiles()
        #expect(try names(in: root.appendingPathComponent(".featuregen")).isEmpty)
    }

    @Test(arguments: paths) func anExistingFileIsReplaced(anonymously: Bool) throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let disk = DiskFileSystem(root: root, writesNewFilesAnonymously: anonymously)
        try disk.write("Cart.swift", Array("old\n".utf8))
        try disk.write("Cart.swift", Array("new\n".utf8))
        #expect(try disk.read("Cart.swift") == Array("new\n".utf8))
        #expect(try names(in: root).filter { $0 != ".featuregen" } == ["Cart.swift"])
    }

    @Test(arguments: paths) func aSymbolicLinkAtTheTargetIsReplacedNotFollowed(anonymously: Bool) throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = try makeTemporaryFolder("outside")
        defer { try? FileManager.default.removeItem(at: outside) }
        let pointedAt = outside.appendingPathComponent("Theirs.swift")
        try Data("theirs\n".utf8).write(to: pointedAt)
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Cart.swift"), withDestinationURL: pointedAt)
        let disk = DiskFileSystem(root: root, writesNewFilesAnonymously: anonymously)
        try disk.write("Cart.swift", Array("ours\n".utf8))
        #expect(!disk.isSymbolicLink("Cart.swift"))
        #expect(try disk.read("Cart.swift") == Array("ours\n".utf8))
        #expect(try String(contentsOf: pointedAt, encoding: .utf8) == "theirs\n")
    }

    @Test(arguments: paths) func aFileThatAppearedIsNotOverwrittenWhereNoneWasExpected(anonymously: Bool) throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let disk = DiskFileSystem(root: root, writesNewFilesAnonymously: anonymously)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Features"), withIntermediateDirectories: true)
        try Data("saved by an editor\n".utf8).write(to: root.appendingPathComponent("Features/Cart.swift"))
        #expect(try disk.write("Features/Cart.swift", Array("generated\n".utf8), ifStill: nil) == false)
        #expect(try disk.read("Features/Cart.swift") == Array("saved by an editor\n".utf8))
        #expect(try disk.write("Features/New.swift", Array("generated\n".utf8), ifStill: nil))
        let stamp = try #require(disk.stamp("Features/Cart.swift"))
        #expect(try disk.write("Features/Cart.swift", Array("generated\n".utf8), ifStill: stamp))
        #expect(try disk.read("Features/Cart.swift") == Array("generated\n".utf8))
    }

    @Test(arguments: paths) func aFolderAtTheTargetIsAnErrorAndStaysAsItWas(anonymously: Bool) throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Cart.swift/Inside"), withIntermediateDirectories: true)
        let disk = DiskFileSystem(root: root, writesNewFilesAnonymously: anonymously)
        #expect(throws: FileSystemError.self) { try disk.write("Cart.swift", Array("x\n".utf8)) }
        #expect(try names(in: root.appendingPathComponent("Cart.swift")) == ["Inside"])
        disk.removeTemporaryFiles()
        #expect(try names(in: root.appendingPathComponent(".featuregen")).isEmpty)
    }

    /// The clock the run cache compares stamps with is the file system's: a file's stamp
    /// written after it is read is not earlier. Reading it leaves nothing behind.
    @Test func theClockIsTheFileSystemsAndLeavesNothing() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let disk = DiskFileSystem(root: root)
        let clock = try #require(disk.clock())
        #expect(try names(in: root.appendingPathComponent(".featuregen")).isEmpty)
        try disk.write("Cart.swift", Array("x\n".utf8))
        let stamp = try #require(disk.stamp("Cart.swift"))
        #expect(stamp.changed >= clock)
        #expect(stamp.changed - clock < 60 * 1_000_000_000)
    }

    /// Below a missing folder everything is missing, asked once; from the first change on,
    /// every question goes to the disk again.
    @Test func whatIsBelowAMissingFolderIsMissingUntilTheFirstChange() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let disk = DiskFileSystem(root: root)
        disk.startPlanning()
        #expect(disk.stamp("Features/Cart") == nil)
        #expect(disk.stamp("Features/Cart/Cart.swift") == nil)
        #expect(try disk.read("Features/Cart/Components/CartRow.swift") == nil)
        #expect(!disk.isSymbolicLink("Features/Cart/Components"))
        #expect(try disk.files(under: "Features/Cart").isEmpty)
        // Another program makes the folder: the run goes on with what it found missing.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Features/Cart"), withIntermediateDirectories: true)
        try Data("saved\n".utf8).write(to: root.appendingPathComponent("Features/Cart/Cart.swift"))
        #expect(disk.stamp("Features/Cart/Cart.swift") == nil)
        // featuregen's first write turns it off: the writer compares what is there.
        try disk.write("Features/Other.swift", Array("x\n".utf8))
        #expect(disk.stamp("Features/Cart/Cart.swift") != nil)
        #expect(try disk.write("Features/Cart/Cart.swift", Array("generated\n".utf8), ifStill: nil) == false)
        #expect(try disk.read("Features/Cart/Cart.swift") == Array("saved\n".utf8))
        // Without a planning started, nothing is taken as missing.
        let fresh = DiskFileSystem(root: root)
        #expect(fresh.stamp("Features/Gone/Gone.swift") == nil)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Features/Gone"), withIntermediateDirectories: true)
        try Data("x\n".utf8).write(to: root.appendingPathComponent("Features/Gone/Gone.swift"))
        #expect(fresh.stamp("Features/Gone/Gone.swift") != nil)
    }

    @Test(arguments: paths) func aFolderRemovedUnderTheRunIsMadeAgain(anonymously: Bool) throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let disk = DiskFileSystem(root: root, writesNewFilesAnonymously: anonymously)
        try disk.write("Features/Cart/Cart.swift", Array("a\n".utf8))
        try FileManager.default.removeItem(at: root.appendingPathComponent("Features"))
        try disk.write("Features/Cart/CartView.swift", Array("b\n".utf8))
        #expect(try disk.read("Features/Cart/CartView.swift") == Array("b\n".utf8))
    }
}
