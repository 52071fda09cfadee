import Testing

@testable import FeaturegenCore

/// After a `git merge` of two branches that each changed a feature: git's conflict markers in a
/// base record or a generated file never break a run nor lose a line (Regeneration.md,
/// "Branches and merges").
@Suite struct GitConflictTests {
    private func text(_ lines: String...) -> String { lines.joined(separator: "\n") + "\n" }

    /// The view model as each side generated it, and the merged spec's.
    private let ancestor = """
        final class M {
            func load() {
            }
        }

        """
    private func generated(_ names: [String]) -> String {
        "final class M {\n" + names.map { "    func \($0)() {\n    }\n" }.joined(separator: "\n") + "}\n"
    }
    private func implemented(_ names: [String], _ user: [String: String]) -> String {
        "final class M {\n"
            + names.map { name in "    func \(name)() {\n" + (user[name].map { "        \($0)\n" } ?? "") + "    }\n" }
            .joined(separator: "\n") + "}\n"
    }

    /// What `git merge` writes where both sides changed the same lines.
    private func conflict(_ ours: [String], _ theirs: [String], before: [String] = [], after: [String] = []) -> String {
        (before + ["<<<<<<< HEAD"] + ours + ["======="] + theirs + [">>>>>>> B"] + after).joined(separator: "\n") + "\n"
    }

    @Test func sidesOfGitsMarkers() {
        let merged = text("a", "<<<<<<< HEAD", "b", "||||||| base", "o", "=======", "c", ">>>>>>> B", "d")
        #expect(ConflictMarkers.side(.first, of: merged) == text("a", "b", "d"))
        #expect(ConflictMarkers.side(.second, of: merged) == text("a", "c", "d"))
        #expect(ConflictMarkers.lines(in: merged) == [2, 4, 6, 8])
        #expect(ConflictMarkers.areGits(in: merged))
        #expect(!ConflictMarkers.areGits(in: text("<<<<<<< yours", "b", "=======", "c", ">>>>>>> featuregen")))
        #expect(ConflictMarkers.side(.first, of: "a\r\n<<<<<<< HEAD\r\nb\r\n=======\r\nc\r\n>>>>>>> B\r\n") == "a\r\nb\r\n")
        // Markers that do not pair up give no side.
        #expect(ConflictMarkers.side(.first, of: text("a", "<<<<<<< HEAD", "b", "=======", "c")) == nil)
        #expect(ConflictMarkers.side(.first, of: text("a", "=======", "c")) == nil)
        #expect(ConflictMarkers.side(.first, of: text("a")) == nil)
    }

    @Test func aConflictedBaseRecordIsReadAsItsFirstSide() throws {
        // The user resolved the file by hand, both handlers kept; the record still has git's markers.
        let record = conflict(
            ["    func share() {", "    }"], ["    func refresh() {", "    }"],
            before: ["final class M {", "    func load() {", "    }", ""], after: ["}"])
        let mine = implemented(["load", "share", "refresh"], ["share": "a()", "refresh": "b()"])
        let new = generated(["load", "share", "refresh"])
        let entry = try plan(mine: mine, record: record, new: new)
        #expect(entry.conflictLines.isEmpty)
        #expect(entry.result == mine)
        #expect(entry.base == new, "the record is rewritten without markers")
    }

    @Test func aGeneratedFileWithGitsMarkersKeepsBothBranchesCode() throws {
        // Branch A added share (its code a()), B added refresh (b()); git conflicts in the file
        // and in its record, and the spec was resolved to have both.
        let mine = conflict(
            ["    func share() {", "        a()"], ["    func refresh() {", "        b()"],
            before: ["final class M {", "    func load() {", "    }", ""], after: ["    }", "}"])
        let record = conflict(
            ["    func share() {"], ["    func refresh() {"], before: ["final class M {", "    func load() {", "    }", ""],
            after: ["    }", "}"])
        let new = generated(["load", "share", "refresh"])
        let entry = try plan(mine: mine, record: record, new: new)
        #expect(entry.action == .merged)
        #expect(entry.result == implemented(["load", "share", "refresh"], ["share": "a()", "refresh": "b()"]))
        #expect(entry.base == new)
    }

    @Test func twoBranchesEditingOnePlaceStayGitsConflict() throws {
        // Both branches wrote into load(): featuregen does not choose the order.
        let mine = conflict(["        a()"], ["        b()"], before: ["final class M {", "    func load() {"], after: ["    }", "}"])
        let entry = try plan(mine: mine, record: ancestor, new: ancestor)
        #expect(entry.action == .conflict)
        #expect(entry.conflictLines == [3, 5, 7])
        #expect(entry.write == nil && entry.base == nil)
        #expect(entry.reason?.contains("git left conflict markers") == true)
    }

    @Test func aRecordWhoseMarkersDoNotPairUpIsAskedBackNotGuessed() throws {
        let mine = implemented(["load", "share"], ["share": "a()"])
        let record = text("final class M {", "<<<<<<< HEAD", "    func load() {", "    }", "}")
        let entry = try plan(mine: mine, record: record, new: generated(["load", "share", "refresh"]))
        #expect(entry.action == .skipped && entry.unusableBase)
        #expect(entry.write == nil && entry.base == nil)
        #expect(entry.reason?.contains("git checkout --ours -- .featuregen/base/M.swift") == true)
    }

    private func plan(mine: String, record: String, new: String) throws -> WritePlan.Entry {
        let fileSystem = MemoryFileSystem(files: ["M.swift": mine, BaseStore.path(for: "M.swift"): record])
        let plan = try Planner(fileSystem: fileSystem).plan(
            [GeneratedFile(path: "M.swift", contents: new, feature: nil)], isComplete: false, prune: false)
        return try #require(plan.entries.first)
    }
}
