import Foundation
import Testing

@testable import FeaturegenCore

/// The regeneration promise in every architecture, with no knowledge of its templates: a
/// random feature is generated, a marked comment goes at the top of every body of every
/// generated Swift file (functions, initializers, computed properties, switch cases), and a random
/// spec edit reorders, renames (`was:`) and adds fields, actions and subviews. Every mark must
/// stay, once, in the declaration it was written in (or its renamed successor); nothing
/// conflicts; every file parses; a second run writes nothing.
@Suite struct RandomArchitectureRegenerationTests {
    private struct Model {
        var fields: [RandomItem]
        var actions: [RandomItem]
        var subviews: [RandomItem]
        /// Derived fields (of the first field), and enums nested in the state.
        var derived: [RandomItem] = []
        var types: [RandomItem] = []

        func spec(named feature: String, architecture: String) -> String {
            var lines = ["feature: \(feature)", "architecture: \(architecture)"]
            lines += RandomSpecEditor.fieldAndActionLines(fields: fields, actions: actions)
            if let first = fields.first {
                let index = lines.firstIndex(of: "actions:")!
                lines.insert(
                    contentsOf: derived.map { "  \($0.name): { type: Int, derived: \"\(first.name) + 1\" }" }, at: index)
            }
            if !types.isEmpty {
                lines.append("types:")
                lines += types.map { "  \($0.name): [first, second]" }
            }
            lines += RandomSpecEditor.subviewLines(subviews)
            return lines.joined(separator: "\n") + "\n"
        }
    }

    static let cases: [(String, Int)] = ["mvvm", "mvi", "tca", "statecontainer", "vsurf"].flatMap { architecture in
        (0..<16).map { (architecture, $0) }
    }

    @Test(arguments: cases)
    func marksStayInTheirDeclarations(architecture: String, seed: Int) throws {
        var editor = RandomSpecEditor(seed: UInt64(seed + 1) &* 6_700_417 &+ UInt64(architecture.utf8.count))
        var model = Model(
            fields: editor.items("field", 1...3), actions: editor.items("load", 0...4), subviews: editor.subviews(0...2))
        model.derived = editor.items("derived", 0...2)
        model.types = editor.items("Kind", 0...2)
        let feature = "Random\(seed)"
        let files = MemoryFileSystem(files: ["Specs/\(feature).yaml": model.spec(named: feature, architecture: architecture)])
        let generator = Generator(project: Project(fileSystem: files, config: ProjectConfig()))
        try generator.apply(try generator.plan())

        // A mark at the top of every body, and where it is.
        let folder = "Features/\(feature)/"
        var marks: [String: [String]] = [:]
        var counter = 0
        for path in files.paths where path.hasPrefix(folder) && path.hasSuffix(".swift") {
            var lines = try #require(try files.readText(path)).components(separatedBy: "\n")
            var index = 0
            var inserted: [String] = []
            while index < lines.count {
                if Self.opensBody(lines[index]) {
                    counter += 1
                    let indent = String(lines[index].prefix { $0 == " " }) + "    "
                    let mark = indent + "// USER-\(counter)"
                    lines.insert(mark, at: index + 1)
                    inserted.append(mark)
                    index += 1
                }
                index += 1
            }
            let text = lines.joined(separator: "\n")
            try files.writeText(path, text)
            let owners = RegenerationScenarioTests.owners(of: inserted, in: text)
            for mark in inserted { marks[mark] = owners[mark].map(Self.names) }
        }

        // Reorders, renames and additions; nothing is removed.
        var changed = model
        changed.fields = edit(model.fields, "field", &editor)
        changed.actions = edit(model.actions, "load", &editor)
        changed.derived = model.derived.shuffled(using: &editor.random)
        changed.types = model.types.shuffled(using: &editor.random)
        if Bool.random(using: &editor.random) { changed.derived.append(RandomItem(name: editor.fresh("derived"), edited: false)) }
        if Bool.random(using: &editor.random) { changed.types.insert(RandomItem(name: editor.fresh("Kind"), edited: false), at: 0) }
        changed.subviews = model.subviews.map { subview in
            var subview = subview
            subview.subviewActions = edit(subview.subviewActions, "onTap", &editor)
            if Int.random(in: 0..<3, using: &editor.random) == 0 {
                subview.previous = subview.name
                subview.name = editor.fresh("Part")
            }
            return subview
        }.shuffled(using: &editor.random)
        if Bool.random(using: &editor.random) {
            changed.subviews.append(RandomItem(name: editor.fresh("Part"), edited: false, subviewActions: editor.items("onTap", 1...2)))
        }
        var renames = editor.renames
        for subview in changed.subviews { if let previous = subview.previous { renames[previous] = subview.name } }
        let newSpec = changed.spec(named: feature, architecture: architecture)
        try files.writeText("Specs/\(feature).yaml", newSpec)

        // Sometimes the files are saved with CRLF, or `.featuregen/` is lost and the module is
        // adopted.
        let savesWithCRLF = Int.random(in: 0..<4, using: &editor.random) == 0
        let adopts = Int.random(in: 0..<4, using: &editor.random) == 0
        for path in files.paths where path.hasPrefix(folder) {
            if savesWithCRLF {
                try files.writeText(path, try #require(try files.readText(path)).replacingOccurrences(of: "\n", with: "\r\n"))
            }
            if adopts { try files.remove(BaseStore.path(for: path)) }
        }

        let plan = try generator.apply(try generator.plan(adopt: adopts))
        let blocked = plan.blocked.map { "\($0.path):\n\($0.result ?? "")" }.joined(separator: "\n")
        #expect(plan.blocked.isEmpty, "\(blocked)\n\(newSpec)")

        var texts: [String: String] = [:]
        for path in files.paths where path.hasPrefix(folder) && path.hasSuffix(".swift") {
            let text = try #require(try files.readText(path))
            if savesWithCRLF && marks.keys.contains(where: text.contains) {
                #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "\(path) lost its CRLF line endings")
            }
            texts[path] = LineEnding.normalized(text)
            #expect(SwiftSyntaxCheck.parses(text), "\(path) does not parse:\n\(text)")
        }
        for (mark, before) in marks {
            let holders = texts.filter { $0.value.components(separatedBy: "\n").contains(mark) }
            #expect(holders.count == 1, "'\(mark)' is in \(holders.count) files\n\(newSpec)")
            guard let (path, text) = holders.first else { continue }
            let after = RegenerationScenarioTests.owners(of: [mark], in: text)[mark].map(Self.names)
            // Adopting merges two-way, without a base to rename from: the user's declarations
            // keep the names the user wrote.
            let expected = adopts ? before : Self.renamed(before, renames)
            #expect(after == expected, "'\(mark)' in \(path) was in \(expected), is in \(after ?? [])\n\(text)\n\(newSpec)")
        }

        let second = try generator.plan()
        #expect(second.changes.isEmpty, "\(second.changes.map(\.path))")
    }

    private func edit(_ items: [RandomItem], _ prefix: String, _ editor: inout RandomSpecEditor) -> [RandomItem] {
        var items = items.shuffled(using: &editor.random).map { item in
            var item = item
            item.previous = nil
            return item
        }
        for index in items.indices where Int.random(in: 0..<4, using: &editor.random) == 0 {
            let new = editor.fresh(prefix)
            items[index].previous = items[index].name
            items[index].name = new
        }
        for index in items.indices { if let previous = items[index].previous { editor.record(previous, items[index].name) } }
        if Bool.random(using: &editor.random) {
            items.insert(
                RandomItem(name: editor.fresh(prefix), edited: false, hasValue: Bool.random(using: &editor.random)),
                at: Int.random(in: 0...items.count, using: &editor.random))
        }
        return items
    }

    /// A line that opens a body: a function's, an initializer's, a computed property's, a
    /// switch case's.
    private static func opensBody(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if (trimmed.hasPrefix("case .") || trimmed.hasPrefix("case let .")) && trimmed.hasSuffix(":") { return true }
        guard trimmed.hasSuffix("{"), !trimmed.hasPrefix("//") else { return false }
        if trimmed == ") {" || trimmed.hasPrefix(") async") || trimmed.hasPrefix(") throws") { return true }
        let words = trimmed.split(separator: " ")
        return words.contains { $0 == "func" || $0.hasPrefix("init(") || $0 == "init" }
            || (words.contains("var") && trimmed.contains(":") && !trimmed.contains("="))
    }

    /// Owners without parameter labels (`func load(_:)` → `func load`), which additions of
    /// other items may not change but renames do.
    private static func names(_ owners: [String]) -> [String] {
        owners.map { owner in owner.firstIndex(of: "(").map { String(owner[..<$0]) } ?? owner }
    }

    /// Owners with the renamed names, also inside derived names (`Part3` in `handlePart3`,
    /// `part3`, `Part3View`), never inside a longer number (`Part31`). New names are fresh, so
    /// no rename's new name is another's old one.
    private static func renamed(_ owners: [String], _ renames: [String: String]) -> [String] {
        owners.map { owner in
            var owner = owner
            for (old, new) in renames {
                for (from, to) in [
                    (old, new), (old.prefix(1).lowercased() + old.dropFirst(), new.prefix(1).lowercased() + new.dropFirst()),
                ] {
                    owner = owner.replacingOccurrences(of: from + "(?![0-9])", with: to, options: .regularExpression)
                }
            }
            return owner
        }
    }
}
