import FeaturegenCore
import FeaturegenTestSupport
import Foundation
import Testing

/// On disk and through the CLI: what `SilentBreakageTests` checks in memory.
@Suite(.serialized) struct SilentBreakageEndToEndTests {
    @Test func checkFailsOnAManagedFileThatDoesNotParseWithItsLineAndColumn() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Cart")
        #expect(try app.run("check").status == 0)
        let path = "Features/Cart/CartViewModel.swift"
        var text = try app.read(path)
        text = text.replacingOccurrences(of: "    // MARK: - Lifecycle\n", with: "    // MARK: - Lifecycle\n    func broken( {\n")
        try app.write(path, text)
        let check = try app.run("check")
        #expect(check.status == 1)
        #expect(check.errors.contains("Features/Cart/CartViewModel.swift:"), "\(check.errors)")
        #expect(check.errors.contains("error: this Swift does not parse"), "\(check.errors)")
        let generate = try app.run("generate")
        #expect(generate.status == 1, "\(generate.output)")
        #expect(try app.read(path) == text)
    }

    @Test func aWriteIsRefusedWhenTheFileChangedSinceItWasStamped() throws {
        let folder = try makeTemporaryFolder("stamp")
        defer { try? FileManager.default.removeItem(at: folder) }
        let disk = DiskFileSystem(root: folder)
        try disk.writeText("A.swift", "one\n")
        let stamp = try #require(disk.stamp("A.swift"))
        // An editor saves in place (same inode), then atomically (new inode).
        let handle = try FileHandle(forWritingTo: folder.appendingPathComponent("A.swift"))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("two\n".utf8))
        try handle.close()
        #expect(try disk.writeText("A.swift", "featuregen\n", ifStill: stamp) == false)
        #expect(try disk.readText("A.swift") == "one\ntwo\n")
        let saved = try #require(disk.stamp("A.swift"))
        try "three\n".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        #expect(try disk.writeText("A.swift", "featuregen\n", ifStill: saved) == false)
        #expect(try disk.readText("A.swift") == "three\n")
        // Created meanwhile where the run expected no file.
        #expect(try disk.writeText("B.swift", "featuregen\n", ifStill: nil) == true)
        #expect(try disk.writeText("B.swift", "again\n", ifStill: nil) == false)
        #expect(try disk.remove("B.swift", ifStill: saved) == false)
        #expect(try disk.readText("B.swift") == "featuregen\n")
        // Unchanged: written.
        #expect(try disk.writeText("A.swift", "featuregen\n", ifStill: try #require(disk.stamp("A.swift"))) == true)
        #expect(try disk.readText("A.swift") == "featuregen\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(DiskFileSystem.temporaryFolder).path).isEmpty)
    }

    @Test func bytesThatAreNotUTF8AreWrittenBackExactly() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.write("Specs/Cart.yaml", "feature: Cart\nactions: [load]\n")
        try app.run("generate")
        let url = app.folder.appendingPathComponent("Features/Cart/CartViewModel.swift")
        let latin1 = Data("// caf".utf8) + Data([0xE9]) + Data("\n".utf8)
        try (try Data(contentsOf: url) + latin1).write(to: url)
        try app.write("Specs/Cart.yaml", "feature: Cart\nactions: [load, save]\n")
        let generate = try app.run("generate")
        #expect(generate.status == 0, "\(generate.errors)")
        let after = try Data(contentsOf: url)
        #expect(after.suffix(latin1.count) == latin1)
        #expect(String(decoding: after, as: UTF8.self).contains("case .save"))
        #expect(try app.run("check").status == 0)
    }
}
