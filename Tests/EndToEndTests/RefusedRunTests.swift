import Foundation
import Testing

/// A command that exits 2 leaves the disk as it found it: files and folders.
@Suite(.serialized) struct RefusedRunTests {
    @Test(arguments: [["--access", "public"], ["--observation", "observable"], ["--architecture", "tca"]])
    func initOnABrokenConfigWritesNothing(_ option: [String]) throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        // Read as every command reads it: a setting its architecture does not have.
        try app.write("featuregen.yml", try app.read("featuregen.yml") + "vsurf: { servces: Shop }\n")
        let before = try app.snapshot()
        let result = try app.run(["init"] + option)
        #expect(result.status == 2, "\(result.output)")
        #expect(result.errors.contains("featuregen.yml:"), "\(result.errors)")
        #expect(result.errors.contains("error: unknown setting 'servces' of architecture 'vsurf'"), "\(result.errors)")
        #expect(try app.snapshot() == before)
    }

    @Test func aRefusedNewKeepsTheSpecsFolderInitMade() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        let outside = try Featuregen()
        defer { outside.remove() }
        try FileManager.default.removeItem(at: app.folder.appendingPathComponent("Features"))
        try FileManager.default.createSymbolicLink(at: app.folder.appendingPathComponent("Features"), withDestinationURL: outside.folder)
        let specs = app.folder.appendingPathComponent("Specs").path
        #expect(FileManager.default.fileExists(atPath: specs))
        let before = try app.snapshot()
        let result = try app.run("new", "Cart")
        #expect(result.status == 2, "\(result.output)")
        #expect(result.errors.contains("is a symbolic link"), "\(result.errors)")
        #expect(try app.snapshot() == before)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: specs, isDirectory: &isFolder) && isFolder.boolValue)
        #expect(try FileManager.default.contentsOfDirectory(atPath: specs).isEmpty)
    }
}
