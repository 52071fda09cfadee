import Foundation
import Testing

@testable import FeaturegenCore

/// Regenerations that put the user's code in the wrong place, or conflicted where nothing
/// overlapped: a new generated extension merged into the user's own, renames (`was:`) over
/// lines the user rewrote, whitespace-only differences, a `// MARK:` written twice.
@Suite struct MergePlacementTests {
    private struct App {
        let project: Project
        var files: MemoryFileSystem { project.fileSystem as! MemoryFileSystem }

        init(_ spec: String, architecture: String = "mvvm") throws {
            project = memoryProject(specs: ["F.yaml": spec], architecture: architecture)
            try run()
        }

        @discardableResult
        func run() throws -> WritePlan {
            let generator = Generator(project: project)
            return try generator.apply(try generator.plan())
        }

        func edit(_ path: String, _ change: (String) -> String) throws {
            let text = try #require(try files.readText(path))
            let changed = change(text)
            #expect(changed != text, "the edit of \(path) found nothing to change:\n\(text)")
            try files.writeText(path, changed)
        }

        func respec(_ spec: String) throws -> WritePlan {
            try files.writeText("Specs/F.yaml", spec)
            let plan = try run()
            #expect(plan.blocked.isEmpty, "\(plan.blocked.map { "\($0.path)\n\($0.write ?? $0.current ?? "")" })")
            // Idempotent: a second run writes nothing.
            #expect(try run().changes.isEmpty)
            return plan
        }

        func read(_ path: String) throws -> String { try #require(try files.readText(path)) }
    }

    /// The text of the `extension`/type declaration that holds `line`.
    private func container(of line: String, in text: String) -> String? {
        let lines = text.components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.hasPrefix(line) }) else { return nil }
        return lines[...index].reversed().first { !$0.hasPrefix(" ") && $0.hasSuffix("{") }
    }

    // MARK: - Extensions are matched by their members

    @Test func aNewGeneratedExtensionDoesNotLandInTheUsersExtension() throws {
        let app = try App("feature: F\nstate:\n  count: Int\n")
        let path = "Features/F/FState.swift"
        let user = "extension F.ViewState {\n    var summary: String { \"\\(count)\" }\n}\n"
        try app.edit(path) { $0 + "\n" + user }
        try app.respec("feature: F\nstate:\n  count: Int\ntypes:\n  Position: [top, bottom]\n")
        let text = try app.read(path)
        #expect(text.contains("\n" + user), "the user's extension changed:\n\(text)")
        #expect(container(of: "    enum Position", in: text) == "extension F.ViewState {", "\(text)")
        let userExtension = text.range(of: user)!
        #expect(!text[userExtension].contains("Position"))
        #expect(SwiftSyntaxCheck.parses(text))
    }

    // MARK: - Renames keep what the user rewrote

    @Test(arguments: ["mvvm", "mvi", "tca", "statecontainer", "vsurf"])
    func aRenamedSubviewKeepsTheBodyTheUserWrote(architecture: String) throws {
        let app = try App(
            "feature: F\nstate:\n  title: String\nsubviews:\n  Header:\n    state:\n      title: String\n", architecture: architecture)
        let old = try #require(app.files.paths.first { $0.hasPrefix("Features/F/") && $0.hasSuffix("/Header.swift") })
        let placeholder = try #require(try app.read(old).components(separatedBy: "\n").first { $0.contains("\"Header\"") })
        let indent = String(placeholder.prefix { $0 == " " })
        try app.edit(old) { $0.replacingOccurrences(of: placeholder, with: indent + "Label(\"mine\", systemImage: \"star\")") }
        try app.respec("feature: F\nstate:\n  title: String\nsubviews:\n  Banner:\n    was: Header\n    state:\n      title: String\n")
        let new = old.replacingOccurrences(of: "/Header.swift", with: "/Banner.swift")
        let text = try app.read(new)
        #expect(text.contains(indent + "Label(\"mine\", systemImage: \"star\")"), "\(text)")
        #expect(!text.contains("Header"), "\(text)")
        #expect(app.files.paths.contains(old) == false)
    }

    @Test(arguments: ["tca", "statecontainer"])
    func aRenamedActionKeepsThePayloadTheUserBound(architecture: String) throws {
        let spec = "feature: F\nstate:\n  count: Int\nactions:\n  - move: { from: Int, to: Int }\n"
        let app = try App(spec, architecture: architecture)
        // The file whose switch has the action's case, as the user binds its payload.
        let path = try #require(
            app.files.paths.first { path in
                path.hasPrefix("Features/F/") && ((try? app.files.readText(path))??.contains("        case .move:\n") ?? false)
            })
        try app.edit(path) { text in
            text.replacingOccurrences(of: "        case .move:\n", with: "        case let .move(from, to):\n            print(from, to)\n")
        }
        let plan = try app.respec(
            spec.replacingOccurrences(of: "  - move: { from: Int, to: Int }", with: "  - shift: { was: move, from: Int, to: Int }"))
        #expect(plan.blocked.isEmpty)
        let text = try app.read(path)
        #expect(text.contains("        case let .shift(from, to):\n            print(from, to)\n"), "\(text)")
        #expect(!text.contains(".move"), "\(text)")
    }

    // MARK: - Whitespace is no conflict

    @Test func blankLinesIndentedByXcodeDoNotConflict() throws {
        let app = try App("feature: F\nstate:\n  count: Int\nactions: [load, save]\n")
        let path = "Features/F/FViewModel.swift"
        // Xcode indents every blank line of the file.
        try app.edit(path) { text in
            text.components(separatedBy: "\n").map { $0.isEmpty ? "    " : $0 }.joined(separator: "\n")
        }
        try app.edit(path) {
            $0.replacingOccurrences(
                of: "    private func save() async {\n", with: "    private func save() async {\n        print(\"mine\")\n")
        }
        try app.respec("feature: F\nstate:\n  count: Int\nactions: [save]\n")
        // Removing `load` removes the blank line below it, which Xcode indented: no conflict.
        let text = try app.read(path)
        #expect(text.contains("case .save") && !text.contains("load") && text.contains("print(\"mine\")"))
    }

    // MARK: - A MARK is written once

    @Test(arguments: ["mvvm", "mvi", "statecontainer", "vsurf", "tca"])
    func aUserPropertyUnderAMarkAndTheSpecsFirstFieldKeepOneMark(architecture: String) throws {
        let app = try App("feature: F\n", architecture: architecture)
        var edited: [String] = []
        for path in app.files.paths where path.hasPrefix("Features/F/") && path.hasSuffix(".swift") {
            let text = try app.read(path)
            guard let mark = text.components(separatedBy: "\n").first(where: { $0.hasSuffix("// MARK: - Properties") }) else { continue }
            let indent = String(mark.prefix { $0 == " " })
            try app.edit(path) { $0.replacingOccurrences(of: mark + "\n\n", with: mark + "\n\n" + indent + "var mine = 0\n") }
            edited.append(path)
        }
        try app.respec("feature: F\nstate:\n  count: Int\n")
        for path in edited {
            let text = try app.read(path)
            #expect(text.components(separatedBy: "// MARK: - Properties").count == 2, "\(path):\n\(text)")
            #expect(text.contains("var mine = 0"))
        }
    }
}

extension MergePlacementTests {
    /// `case:` changes the parent's case for a subview's actions, and so the name of the handler
    /// derived from it: the user's cases move with the handler instead of conflicting in one
    /// that nothing calls.
    @Test func aChangedSubviewCaseCarriesTheUsersCodeToTheRenamedHandler() throws {
        let spec = "feature: F\nsubviews:\n  Header:\n    actions: [onTap]\n"
        let app = try App(spec)
        let path = "Features/F/FViewModel.swift"
        try app.edit(path) {
            $0.replacingOccurrences(
                of: "        case .onTap:\n            break\n", with: "        case .onTap:\n            print(\"tapped\")\n")
        }
        try app.respec("feature: F\nsubviews:\n  Header:\n    case: onTop\n    actions: [onTap]\n")
        let text = try app.read(path)
        #expect(text.contains("case onTop(Header.Action)") && !text.contains("onHeaderAction"), "\(text)")
        #expect(
            text.contains(
                "private func handleTop(action: Header.Action) async {\n        switch action {\n        case .onTap:\n            print(\"tapped\")\n"
            ), "\(text)")
        #expect(!text.contains("handleHeader"), "\(text)")
    }
}
