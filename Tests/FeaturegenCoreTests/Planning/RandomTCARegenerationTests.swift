import Foundation
import Testing

@testable import FeaturegenCore

/// The regeneration promise for `tca`: seeded random spec edits (reorders, additions,
/// removals of unedited items, `was:` renames, subview renames) over a feature whose user
/// code sits in the cases of its `Reduce` switch, in its subviews' reducers and above its
/// State's fields. Every marked line stays in the declaration it was written in, with no
/// conflict, and a second run writes nothing. The merge is the same as for mvvm; only the
/// shape of the code differs (a switch inside `var body`'s closure).
@Suite struct RandomTCARegenerationTests {
    private struct Item {
        var name: String
        var previous: String?
        var edited: Bool
        var hasValue = false
        var subviewActions: [Item] = []
    }

    private struct Model {
        var fields: [Item]
        var actions: [Item]
        var subviews: [Item]
        var dismisses: Bool

        func spec(named feature: String) -> String {
            var lines = ["feature: \(feature)", "architecture: tca", "state:"]
            lines += fields.map { field in
                field.previous.map { "  \(field.name): { type: Int, was: \($0) }" } ?? "  \(field.name): Int"
            }
            lines.append("actions:")
            lines += actions.map { action in
                let value = action.hasValue ? ", value: Int" : ""
                if let previous = action.previous { return "  - \(action.name): { was: \(previous)\(value) }" }
                return action.hasValue ? "  - \(action.name): Int" : "  - \(action.name)"
            }
            if dismisses { lines += ["  - dismiss", "routes:", "  - dismiss"] }
            if !subviews.isEmpty {
                lines.append("subviews:")
                for subview in subviews {
                    lines.append("  \(subview.name):")
                    if let previous = subview.previous { lines.append("    was: \(previous)") }
                    lines.append("    actions:")
                    lines += subview.subviewActions.map { action in
                        action.previous.map { "      - \(action.name): { was: \($0) }" } ?? "      - \(action.name)"
                    }
                }
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    @Test(arguments: 0..<100)
    func userLinesStayInTheirDeclarations(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed) &* 104_729)
        var counter = 0
        func fresh(_ prefix: String) -> String {
            counter += 1
            return "\(prefix)\(counter)"
        }
        func items(_ prefix: String, _ range: ClosedRange<Int>) -> [Item] {
            (0..<Int.random(in: range, using: &random)).map { _ in
                Item(name: fresh(prefix), edited: Bool.random(using: &random), hasValue: Bool.random(using: &random))
            }
        }
        var model = Model(
            fields: items("field", 1...4), actions: items("load", 1...5), subviews: [], dismisses: Bool.random(using: &random))
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            model.subviews.append(Item(name: fresh("Part"), edited: false, subviewActions: items("onTap", 1...3)))
        }
        let feature = "Random\(seed)"
        let files = MemoryFileSystem(files: ["Specs/\(feature).yaml": model.spec(named: feature)])
        let generator = Generator(project: Project(fileSystem: files, config: ProjectConfig()))
        try generator.apply(try generator.plan())

        // The user's code: a line in each edited case of the feature's and the subviews'
        // reducers, and a doc comment above each edited field.
        let folder = "Features/\(feature)/"
        var markers: [(subview: String?, line: String, owner: String)] = []
        try edit(files, folder + "\(feature).swift") { text in
            for action in model.actions where action.edited {
                let line = "                print(\"user \(action.name)\")"
                text = text.replacingOccurrences(
                    of: "            case .\(action.name):\n                return .none",
                    with: "            case .\(action.name):\n\(line)\n                return .none")
                markers.append((nil, line, "case ." + action.name))
            }
            for field in model.fields where field.edited {
                let line = "        /// user \(field.name)"
                text = text.replacingOccurrences(of: "        var \(field.name): Int\n", with: "\(line)\n        var \(field.name): Int\n")
                markers.append((nil, line, "var " + field.name))
            }
        }
        for subview in model.subviews {
            try edit(files, folder + "Components/\(subview.name).swift") { text in
                for action in subview.subviewActions where action.edited {
                    let line = "                print(\"user \(subview.name) \(action.name)\")"
                    text = text.replacingOccurrences(
                        of: "            case .\(action.name):\n                return .none",
                        with: "            case .\(action.name):\n\(line)\n                return .none")
                    markers.append((subview.name, line, "case ." + action.name))
                }
            }
        }

        // The spec edit: only unedited items are removed, so no conflict is expected.
        var renames: [String: String] = [:]
        func mutate(_ list: [Item], _ prefix: String) -> [Item] {
            var list = list.shuffled(using: &random)
            if let index = list.indices.filter({ !list[$0].edited }).randomElement(using: &random), list.count > 1 {
                list.remove(at: index)
            }
            for index in list.indices where Int.random(in: 0..<4, using: &random) == 0 {
                let new = fresh(prefix)
                renames[list[index].name] = new
                list[index].previous = list[index].name
                list[index].name = new
            }
            if Bool.random(using: &random) {
                list.insert(Item(name: fresh(prefix), edited: false), at: Int.random(in: 0...list.count, using: &random))
            }
            return list
        }
        var changed = model
        changed.fields = mutate(model.fields, "field")
        changed.actions = mutate(model.actions, "load")
        changed.dismisses = Bool.random(using: &random) ? model.dismisses : !model.dismisses
        changed.subviews = model.subviews.map { subview in
            var subview = subview
            subview.subviewActions = mutate(subview.subviewActions, "onTap")
            subview.previous = nil
            if Int.random(in: 0..<4, using: &random) == 0 {
                subview.previous = subview.name
                subview.name = fresh("Part")
                renames[subview.previous!] = subview.name
            }
            return subview
        }.shuffled(using: &random)
        if let index = changed.subviews.indices.filter({ !changed.subviews[$0].subviewActions.contains(where: \.edited) }).randomElement(
            using: &random),
            Bool.random(using: &random)
        {
            changed.subviews.remove(at: index)
        }
        if Bool.random(using: &random) {
            changed.subviews.append(Item(name: fresh("Part"), edited: false, subviewActions: items("onTap", 1...2)))
        }
        try files.writeText("Specs/\(feature).yaml", changed.spec(named: feature))

        let plan = try generator.plan()
        try generator.apply(plan)
        let conflicted = plan.blocked.map { "\($0.path):\n\($0.write ?? "")" }.joined(separator: "\n")
        #expect(plan.blocked.isEmpty, "\(conflicted)\n\(model.spec(named: feature))\n\(changed.spec(named: feature))")

        for marker in markers {
            let file = folder + (marker.subview.map { "Components/\(renames[$0] ?? $0).swift" } ?? "\(feature).swift")
            let text = try #require(try files.readText(file))
            let owners = RegenerationScenarioTests.owners(of: [marker.line], in: text)[marker.line]
            let kind = marker.owner.hasPrefix("case .") ? "case ." : "var "
            let name = String(marker.owner.dropFirst(kind.count))
            let owner = kind + (renames[name] ?? name)
            #expect(owners?.last == owner, "'\(marker.line)' should be in \(owner), is in \(owners ?? [])\n\(text)")
        }

        let writes = files.writeCounts
        let second = try generator.plan()
        try generator.apply(second)
        #expect(second.changes.isEmpty, "\(second.changes.map(\.path))")
        #expect(files.writeCounts.filter { $0.key != RunCache.path } == writes.filter { $0.key != RunCache.path })
    }

    private func edit(_ files: MemoryFileSystem, _ path: String, _ change: (inout String) -> Void) throws {
        var text = try #require(try files.readText(path))
        change(&text)
        try files.writeText(path, text)
    }
}
