import Foundation
import Testing

@testable import FeaturegenCore

/// The regeneration promise for `tca`: seeded random spec edits (reorders, additions,
/// removals of unedited items, `was:` renames, subview renames) over a feature whose user
/// code sits in the cases of its `Reduce` switch, in its subviews' reducers and above its
/// State's fields. Every marked line stays in the declaration it was written in, with no
/// conflict, and a second run writes nothing. The merge is the same as for mvvm; only the
/// shape of the code differs (a switch inside `var body`'s closure). Odd seeds set `viewAction:
/// true`, where every case of the feature's switch is `.view(…)`.
@Suite struct RandomTCARegenerationTests {
    private struct Model {
        var fields: [RandomItem]
        var actions: [RandomItem]
        var subviews: [RandomItem]
        var dismisses: Bool
        var viewAction: Bool

        func spec(named feature: String) -> String {
            var lines = ["feature: \(feature)", "architecture: tca"]
            if viewAction { lines.append("viewAction: true") }
            lines += RandomSpecEditor.fieldAndActionLines(fields: fields, actions: actions)
            if dismisses { lines += ["  - dismiss", "routes:", "  - dismiss"] }
            lines += RandomSpecEditor.subviewLines(subviews)
            return lines.joined(separator: "\n") + "\n"
        }
    }

    @Test(arguments: 0..<100)
    func userLinesStayInTheirDeclarations(seed: Int) throws {
        var editor = RandomSpecEditor(seed: UInt64(seed) &* 104_729)
        let model = Model(
            fields: editor.items("field", 1...4), actions: editor.items("load", 1...5), subviews: editor.subviews(0...3),
            dismisses: Bool.random(using: &editor.random), viewAction: seed % 2 == 1)
        let feature = "Random\(seed)"
        let files = MemoryFileSystem(files: ["Specs/\(feature).yaml": model.spec(named: feature)])
        let generator = Generator(project: Project(fileSystem: files, config: ProjectConfig()))
        try generator.apply(try generator.plan())

        // The user's code: a line in each edited case of the feature's and the subviews'
        // reducers, and a doc comment above each edited field.
        let folder = "Features/\(feature)/"
        var markers: [(subview: String?, line: String, owner: String)] = []
        var boundActions: [String] = []
        /// `case .load` or, with view actions, `case .view(.load)`; `let` binds the payload.
        func featureCase(_ name: String, binding: Bool = false) -> String {
            let pattern = binding ? ".\(name)(value)" : ".\(name)"
            return (binding ? "case let " : "case ") + (model.viewAction ? ".view(\(pattern))" : pattern)
        }
        try edit(files, folder + "\(feature).swift") { text in
            for action in model.actions where action.edited {
                let line = "                print(\"user \(action.name)\")"
                // A payload the user reads is bound in the case's pattern.
                text = text.replacingOccurrences(
                    of: "            \(featureCase(action.name)):\n                return .none",
                    with: "            \(featureCase(action.name, binding: action.hasValue)):\n\(line)\n                return .none")
                markers.append((nil, line, "case ." + action.name))
                if action.hasValue { boundActions.append(action.name) }
            }
            for field in model.fields where field.edited {
                let line = "        /// user \(field.name)"
                // `= 0` where the State has no initializer of its own (the memberwise one).
                for declaration in ["        var \(field.name): Int\n", "        var \(field.name): Int = 0\n"] {
                    text = text.replacingOccurrences(of: declaration, with: "\(line)\n\(declaration)")
                }
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
        var changed = model
        changed.fields = editor.edit(model.fields, "field")
        changed.actions = editor.edit(model.actions, "load")
        changed.dismisses = Bool.random(using: &editor.random) ? model.dismisses : !model.dismisses
        changed.subviews = editor.editSubviews(model.subviews)
        let renames = editor.renames
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
            let name = renames[String(marker.owner.dropFirst(kind.count))] ?? String(marker.owner.dropFirst(kind.count))
            let owner = kind == "case ." && marker.subview == nil && model.viewAction ? "case .view(.\(name))" : kind + name
            #expect(owners?.last == owner, "'\(marker.line)' should be in \(owner), is in \(owners ?? [])\n\(text)")
        }

        let reducer = try #require(try files.readText(folder + "\(feature).swift"))
        for action in boundActions {
            let name = renames[action] ?? action
            let bound = "            \(featureCase(name, binding: true)):\n"
            #expect(reducer.contains(bound), "the binding of .\(action) is lost:\n\(reducer)")
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
