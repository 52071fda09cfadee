import Foundation
import Testing

@testable import FeaturegenCore

/// Regenerations that used to break the user's project while reporting success: a merged file
/// that no longer parses, an edit saved during the run overwritten, a stale base hidden by the
/// run cache, bytes that are not UTF-8 replaced. Each now keeps the user's code and says so.
@Suite struct SilentBreakageTests {
    private func files(_ project: Project) -> MemoryFileSystem { project.fileSystem as! MemoryFileSystem }

    private func run(_ project: Project) throws -> WritePlan {
        let generator = Generator(project: project)
        return try generator.apply(try generator.plan())
    }

    private func edit(_ project: Project, _ path: String, mustChange: Bool = true, _ change: (String) -> String) throws {
        let text = try #require(try files(project).readText(path))
        let changed = change(text)
        #expect(!mustChange || changed != text, "the edit of \(path) found nothing to change")
        try files(project).writeText(path, changed)
    }

    private static let architectures = ["mvvm", "mvi", "tca", "statecontainer", "vsurf"]

    // MARK: - A merge never writes Swift that does not parse

    /// The user's line in a generated `init` (or any member), while the spec turns a one-line
    /// `handle` (or `body`, `reduce`) into one with a switch: every architecture, every file.
    @Test(arguments: architectures)
    func aMemberThatGrowsASwitchKeepsItsCasesAndBraces(architecture: String) throws {
        let project = memoryProject(specs: ["F.yaml": "feature: F\n"], architecture: architecture)
        _ = try run(project)
        // A marked line at the top of every multi-line body of every generated Swift file.
        var edited: [String] = []
        for path in files(project).paths where path.hasPrefix("Features/F/") && path.hasSuffix(".swift") {
            try edit(project, path, mustChange: false) { text in
                var lines = text.components(separatedBy: "\n")
                var index = 0
                while index < lines.count {
                    let line = lines[index]
                    let opensBody =
                        line.trimmingCharacters(in: .whitespaces) == ") {"
                        || ((line.contains("init(") || line.contains("func ")) && line.hasSuffix("{"))
                    if opensBody {
                        let indent = String(line.prefix { $0 == " " }) + "    "
                        lines.insert(indent + "print(\"USER \(index)\")", at: index + 1)
                        index += 1
                    }
                    index += 1
                }
                return lines.joined(separator: "\n")
            }
            edited.append(path)
        }
        try files(project).writeText("Specs/F.yaml", "feature: F\nactions: [load, save]\n")
        let plan = try run(project)
        for path in edited {
            let text = try #require(try files(project).readText(path))
            let entry = plan.entries.first { $0.path == path }
            if entry?.conflictLines.isEmpty ?? true {
                #expect(SwiftSyntaxCheck.parses(text), "\(path) was written as clean but does not parse:\n\(text)")
            }
            #expect(entry?.syntaxError == nil, "\(path): \(String(describing: entry?.syntaxError))")
        }
        if architecture == "mvvm" {
            let viewModel = try #require(try files(project).readText("Features/F/FViewModel.swift"))
            #expect(viewModel.contains("print(\"USER"))
            #expect(viewModel.contains("case .load:") && viewModel.contains("case .save:"))
        }
    }

    @Test func aCleanMergeThatDoesNotParseBecomesAConflict() throws {
        // Both sides parse; the declaration merge (stood in for here) returns text that does
        // not, as a merge defect would.
        let base = "struct S {\n    var a = 1\n}\n"
        let mine = "struct S {\n    var a = 1\n    var mine = 2\n}\n"
        let new = "struct S {\n    var a = 1\n    var b = 3\n}\n"
        var merge = ThreeWayMerge()
        merge.declarationMerge = { _, _, _ in ["struct S {", "    var a = 1", "    var mine = 2"] }
        let result = merge.merge(base: base, mine: mine, new: new)
        // The line merge of the whole file parses: it is taken instead.
        #expect(result.text == "struct S {\n    var a = 1\n    var mine = 2\n    var b = 3\n}\n")
        #expect(!result.hasConflicts)

        // When the lines do not merge into Swift either, the two sides conflict.
        merge.declarationMerge = { _, _, _ in ["struct S {"] }
        let broken = merge.merge(
            base: base, mine: "struct S {\n    var a = 1\n}\nlet x = [\n    1\n]\n", new: "struct S {\n    var a = 1\n}\nlet x = 2\n")
        #expect(broken.hasConflicts || SwiftSyntaxCheck.parses(broken.text), "\(broken.text)")
    }

    @Test func aManagedFileTheUserBrokeFailsCheckWithItsLine() throws {
        let project = memoryProject(specs: ["F.yaml": "feature: F\nactions: [load]\n"])
        _ = try run(project)
        try edit(project, "Features/F/FViewModel.swift") {
            $0.replacingOccurrences(of: "        case .load:\n", with: "        case .load:\n        if {\n")
        }
        let plan = try Generator(project: project).plan()
        let entry = try #require(plan.entries.first { $0.path == "Features/F/FViewModel.swift" })
        let error = try #require(entry.syntaxError)
        #expect(error.line > 1)
        #expect(!plan.blocked.isEmpty, "check passes a file that does not parse")
    }

    // MARK: - A save during the run is never overwritten

    @Test func aFileSavedDuringTheRunIsLeftAsSaved() throws {
        let project = memoryProject(specs: ["F.yaml": "feature: F\nactions: [load]\n"])
        _ = try run(project)
        let path = "Features/F/FViewModel.swift"
        try edit(project, path) { $0 + "// before the run\n" }
        try files(project).writeText("Specs/F.yaml", "feature: F\nactions: [load, save]\n")
        let generator = Generator(project: project)
        let plan = try generator.plan()
        // The editor saves while featuregen writes.
        try edit(project, path) { $0 + "// saved during the run\n" }
        let saved = try files(project).readText(path)
        let applied = try generator.apply(plan)
        #expect(try files(project).readText(path) == saved)
        #expect(applied.entries.first { $0.path == path }?.action == .kept)
        #expect(!applied.blocked.isEmpty, "generate exits 0")
        // Its base record stays, so the next run merges the save with the spec edit.
        let next = try run(project)
        #expect(next.blocked.isEmpty)
        let merged = try #require(try files(project).readText(path))
        #expect(merged.contains("// saved during the run") && merged.contains("// before the run") && merged.contains("case .save"))
    }

    @Test func aFileCreatedDuringTheRunAtAGeneratedPathIsNotReplaced() throws {
        let project = memoryProject(specs: ["F.yaml": "feature: F\n"])
        let generator = Generator(project: project)
        let plan = try generator.plan()
        let path = "Features/F/FView.swift"
        files(project).saveDuringNextWrite(of: path, "// mine\n")
        let applied = try generator.apply(plan)
        #expect(try files(project).readText(path) == "// mine\n")
        #expect(applied.entries.first { $0.path == path }?.action == .kept)
        #expect(try files(project).read(BaseStore.path(for: path)) == nil)
    }

    @Test func anOrphanEditedDuringTheRunIsNotPruned() throws {
        let project = memoryProject(specs: ["F.yaml": "feature: F\n", "G.yaml": "feature: G\n"])
        _ = try run(project)
        try files(project).remove("Specs/G.yaml")
        let generator = Generator(project: project)
        let plan = try generator.plan(prune: true)
        let path = "Features/G/GView.swift"
        #expect(plan.entries.first { $0.path == path }?.removesFile == true)
        try edit(project, path) { $0 + "// saved during the run\n" }
        let applied = try generator.apply(plan)
        #expect(try files(project).readText(path)?.hasSuffix("// saved during the run\n") == true)
        #expect(applied.entries.first { $0.path == path }?.action == .kept)
    }

    // MARK: - The run cache never hides a stale base

    @Test func aBaseRecordCheckedOutWithTheSameStampIsNoCacheHit() throws {
        let project = memoryProject(specs: ["F.yaml": "feature: F\nactions: [load, save]\n"])
        _ = try run(project)
        let path = "Features/F/FViewModel.swift"
        let base = BaseStore.path(for: path)
        let stamp = try #require(files(project).stamp(base))
        // The previous generation's base, restored without changing the stamp (a checkout within
        // the file system's timestamp granularity, at the same size and inode).
        let current = try #require(try files(project).readText(base))
        let stale = current.replacingOccurrences(of: "save", with: "sav3")
        files(project).replaceKeepingStamp(base, stale)
        #expect(files(project).stamp(base) == stamp)

        let plan = try Generator(project: project).plan()
        #expect(!plan.isFromCache, "the cache hid a changed base record")
        #expect(plan.entries.first { $0.path == path }?.base != nil, "the stale base stays")
    }

    // MARK: - Bytes that are not UTF-8 are kept exactly

    @Test(arguments: [false, true])
    func bytesThatAreNotUTF8SurviveAMerge(adopt: Bool) throws {
        let project = memoryProject(specs: ["F.yaml": "feature: F\nactions: [load]\n"])
        _ = try run(project)
        let path = "Features/F/FViewModel.swift"
        var bytes = try #require(try files(project).read(path))
        let latin1: [UInt8] = Array("// caf".utf8) + [0xE9] + Array(" cr\u{E8}me ".utf8) + [0xFF, 0xC3] + [0x0A]
        bytes += latin1
        try files(project).write(path, bytes)
        if adopt { try files(project).remove(BaseStore.path(for: path)) }
        try files(project).writeText("Specs/F.yaml", "feature: F\nactions: [load, save]\n")
        let generator = Generator(project: project)
        let plan = try generator.plan(adopt: adopt)
        try generator.apply(plan)
        let after = try #require(try files(project).read(path))
        #expect(after.suffix(latin1.count).elementsEqual(latin1), "\(String(decoding: after.suffix(40), as: UTF8.self))")
        #expect(!after.contains(0xEF) || !String(decoding: after, as: UTF8.self).contains("\u{FFFD}"))
        #expect(try files(project).readText(path)?.contains("case .save") == true)
    }

    @Test func losslessTextRoundTrips() throws {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0..<64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            let text = try #require(LosslessText.decode(bytes))
            #expect(LosslessText.encode(text) == bytes)
        }
        // A file that holds a carrier scalar as UTF-8 cannot be told apart, so it is refused.
        #expect(LosslessText.decode(Array("\u{10FF85}".utf8)) == nil)
        #expect(LosslessText.decode(Array("caf\u{E9}".utf8)) == "caf\u{E9}")
    }

    // MARK: - A type the spec moves keeps its generated members

    private static let nestedTypes = """
        feature: Card
        state:
          loadingState: { type: LoadingState, initial: .loading }
          image: NetworkImage?
        types:
          LoadingState: [loading, hide]
          NetworkImage:
            fields:
              url: URL
              previewURL: URL?

        """

    private static let topLevelTypes = """
        feature: Card
        state:
          loadingState: { type: LoadingState, initial: .loading }
          image: NetworkImage?
        types:
          LoadingState:
            topLevel: true
            cases: [none, loading, { loadError: { error: String } }, hide]
          NetworkImage:
            topLevel: true
            fields:
              url: URL?

        """

    /// Types nested in the state made top-level (`topLevel: true`) while the user's code sits in
    /// the same file: the moved types kept only the members the spec added, because the user's
    /// file still held the nested ones, whose members the merge took for the user's own
    /// declarations of them; the file merged cleanly and no longer compiled. With the user's
    /// code beside the types, and with it inside the type the spec moves (which conflicts).
    @Test(arguments: architectures)
    func typesMovedToTheTopLevelKeepTheirMembers(architecture: String) throws {
        for editsTheType in [false, true] {
            let project = memoryProject(specs: ["Card.yaml": Self.nestedTypes], architecture: architecture)
            _ = try run(project)
            let path = try #require(
                files(project).paths.first { path in
                    path.hasPrefix("Features/Card/") && (try? files(project).readText(path))??.contains("struct NetworkImage") == true
                })
            try edit(project, path) { text in
                editsTheType
                    ? text.replacingOccurrences(of: "var previewURL: URL?\n", with: "var previewURL: URL?\n// USER in the type\n")
                    : text + "\n// USER beside the types\nextension Card {}\n"
            }
            try files(project).writeText("Specs/Card.yaml", Self.topLevelTypes)
            let plan = try run(project)
            let merged = try #require(try files(project).readText(path))
            #expect(merged.contains("// USER"), "\(architecture): the user's line is gone\n\(merged)")
            // The moved types have every member the spec gives them, at the top level.
            let topLevel = merged.components(separatedBy: "\n").drop {
                !$0.hasPrefix("enum LoadingState") && !$0.hasPrefix("nonisolated enum LoadingState")
            }
            let enumBody = topLevel.prefix { $0 != "}" }.joined(separator: "\n")
            for member in ["case none", "case loading", "case loadError(error: String)", "case hide"] {
                #expect(enumBody.contains(member), "\(architecture), edited \(editsTheType): '\(member)' lost\n\(merged)")
            }
            let structBody = merged.components(separatedBy: "\n").drop {
                !$0.hasPrefix("struct NetworkImage") && !$0.hasPrefix("nonisolated struct NetworkImage")
            }
            .prefix { $0 != "}" }.joined(separator: "\n")
            #expect(structBody.contains("var url: URL?"), "\(architecture), edited \(editsTheType): 'url' lost\n\(merged)")
            let action = plan.entries.first { $0.path == path }?.action
            #expect(
                action == (editsTheType ? .conflict : .merged), "\(architecture), edited \(editsTheType): \(String(describing: action))")
        }
    }
}
