import Foundation
import Testing

/// What `check` says is what is on disk, and its advice works: no conflict marker reported
/// before a run wrote one, and no `--prune` offered for a file `--prune` keeps.
@Suite struct CheckAdviceTests {
    /// A handler the user implemented, whose action the spec removes: `generate` would write a
    /// conflict. `check` says so, names no marker line (there is none yet), and its steps run
    /// generate first.
    @Test func aConflictGenerateWouldWriteIsNoMarkerOnDisk() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.write("Specs/F.yaml", "feature: F\nactions: [load, save]\n")
        try app.run("generate")
        let path = "Features/F/FViewModel.swift"
        let text = try app.read(path)
        let opening = try #require(text.range(of: "private func load() async {\n"))
        try app.write(path, text.replacingCharacters(in: opening, with: "private func load() async {\n        print(\"LOAD\")\n"))
        try app.write("Specs/F.yaml", "feature: F\nactions: [save]\n")

        let check = try app.run("check")
        #expect(check.status == 1)
        #expect(!check.errors.contains("conflict marker"), "\(check.errors)")
        #expect(check.errors.contains("\(path): error: your edits and the spec's overlap"), "\(check.errors)")
        #expect(check.errors.contains("run 'featuregen generate', then resolve the conflicts it marks"), "\(check.errors)")
        #expect(!(try app.read(path)).contains("<<<<<<<"))

        #expect(try app.run("generate").status == 1)
        let after = try app.run("check")
        #expect(after.errors.contains("\(path):"), "\(after.errors)")
        #expect(after.errors.contains(": error: conflict marker"), "\(after.errors)")
        #expect(after.errors.contains("resolve the conflict markers"), "\(after.errors)")
    }

    /// mvi: a subview made inline whose file the user edited: kept by `generate` and by
    /// `--prune`. `check` says what keeps it and what to do, and never offers `--prune`.
    @Test func aRetiredFileWithTheUsersCodeIsNotOfferedToPrune() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init", "--architecture", "mvi")
        try app.write("Specs/F.yaml", "feature: F\nsubviews:\n  FHeader: {}\n")
        try app.run("generate")
        let path = "Features/F/Components/FHeader.swift"
        try app.write(path, try app.read(path) + "// mine\n")
        try app.write("Specs/F.yaml", "feature: F\nsubviews:\n  FHeader: { inline: true }\n")
        try app.run("generate")
        let pruned = try app.run("generate", "--prune")
        #expect(try app.read(path).hasSuffix("// mine\n"), "\(pruned.output)")

        let check = try app.run("check")
        #expect(check.status == 1)
        #expect(!check.errors.contains("--prune' to remove"), "\(check.errors)")
        #expect(check.errors.contains("\(path): error: feature F no longer has this file"), "\(check.errors)")
        #expect(check.errors.contains("nor '--prune' removes it: move what you need"), "\(check.errors)")
        #expect(check.errors.contains("move your code out of the orphaned files that hold it and delete them"), "\(check.errors)")
        try FileManager.default.removeItem(at: app.folder.appendingPathComponent(path))
        #expect(try app.run("generate").status == 0)
        #expect(try app.run("check").status == 0)
    }
}
