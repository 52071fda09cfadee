import Foundation
import Testing

@testable import FeaturegenCore

/// Seeded random regenerations: a spec with actions, routes, fields and subviews; the user's
/// marked lines in handlers, switch cases, routes and above fields; then a random spec edit
/// (reorders, additions, removals of unedited items, `was:` renames, subview and route
/// changes). Also a line in the view model's `init` while `handle` grows from none to many
/// actions, a user's own extension of the state, blank lines indented as Xcode does, and a
/// save of the view model in the middle of the run. Every marked line must end up inside the
/// declaration it was written in (or its renamed successor), with no conflict, every file
/// must parse, and a second run must write nothing.
@Suite struct RandomRegenerationTests {
    private struct Model {
        var fields: [RandomItem]
        var actions: [RandomItem]
        var routes: [RandomItem]
        var subviews: [RandomItem]

        func spec(named feature: String) -> String {
            var lines = ["feature: \(feature)"] + RandomSpecEditor.fieldAndActionLines(fields: fields, actions: actions)
            if !routes.isEmpty {
                lines.append("routes:")
                lines += routes.map { route in route.previous.map { "  - \(route.name): { was: \($0) }" } ?? "  - \(route.name)" }
            }
            lines += RandomSpecEditor.subviewLines(subviews)
            return lines.joined(separator: "\n") + "\n"
        }
    }

    @Test(arguments: 0..<200)
    func userLinesStayInTheirDeclarations(seed: Int) throws {
        var editor = RandomSpecEditor(seed: UInt64(seed) &* 7919)
        let model = Model(
            fields: editor.items("field", 1...4), actions: editor.items("load", 0...5), routes: editor.items("open", 0...3),
            subviews: editor.subviews(0...3))
        let feature = "Random\(seed)"
        let files = MemoryFileSystem(files: ["Specs/\(feature).yaml": model.spec(named: feature)])
        var config = ProjectConfig()
        config.observation = Bool.random(using: &editor.random) ? .combine : .observable
        let firstRun = Generator(project: Project(fileSystem: files, config: config))
        try firstRun.apply(try firstRun.plan())
        let fieldPrefix = config.observation == .combine ? "    @Published var " : "    var "
        // The edit may switch observation too.
        if Int.random(in: 0..<4, using: &editor.random) == 0 {
            config.observation = config.observation == .combine ? .observable : .combine
        }
        let generator = Generator(project: Project(fileSystem: files, config: config))

        // The user's edits: a marked line in each edited handler, route and subview case, and
        // a doc comment above each edited field.
        let folder = "Features/\(feature)/"
        var markers: [(file: String, line: String, owner: String)] = []
        let viewModelPath = folder + "\(feature)ViewModel.swift"
        let indentsBlankLines = Int.random(in: 0..<3, using: &editor.random) == 0
        try edit(files, viewModelPath) { text in
            text = text.replacingOccurrences(
                of: "        self.router = router\n", with: "        self.router = router\n        print(\"user init\")\n")
            markers.append((viewModelPath, "        print(\"user init\")", "init"))
            for action in model.actions where action.edited {
                let signature = "    private func \(action.name)(\(action.hasValue ? "_ value: Int" : "")) async {\n"
                text = text.replacingOccurrences(of: signature, with: signature + "        print(\"user \(action.name)\")\n")
                markers.append((folder + "\(feature)ViewModel.swift", "        print(\"user \(action.name)\")", action.name))
            }
            for subview in model.subviews {
                for action in subview.subviewActions where action.edited {
                    let line = "            print(\"user \(subview.name) \(action.name)\")"
                    text = text.replacingOccurrences(
                        of: "        case .\(action.name):\n            break", with: "        case .\(action.name):\n" + line)
                    markers.append((folder + "\(feature)ViewModel.swift", line, "." + action.name))
                }
            }
        }
        if indentsBlankLines {
            try edit(files, viewModelPath) { text in
                text = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "    " : $0 }
                    .joined(separator: "\n")
            }
        }
        let userExtension = "extension \(feature).ViewState {\n    var userSummary: String { \"\" }\n}\n"
        let addsExtension = Bool.random(using: &editor.random)
        if addsExtension {
            try edit(files, folder + "\(feature)State.swift") { $0 += "\n" + userExtension }
        }
        try edit(files, folder + "\(feature)Router.swift") { text in
            for route in model.routes where route.edited {
                text = text.replacingOccurrences(
                    of: "    func \(route.name)() {\n", with: "    func \(route.name)() {\n        print(\"user \(route.name)\")\n")
                markers.append((folder + "\(feature)Router.swift", "        print(\"user \(route.name)\")", route.name))
            }
        }
        try edit(files, folder + "\(feature)State.swift") { text in
            for field in model.fields where field.edited {
                let line = "    /// user \(field.name)"
                text = text.replacingOccurrences(
                    of: "\(fieldPrefix)\(field.name): Int\n", with: line + "\n\(fieldPrefix)\(field.name): Int\n")
                markers.append((folder + "\(feature)State.swift", line, field.name))
            }
        }

        // The spec edit: only unedited items are removed, so no conflict is expected.
        var changed = model
        changed.fields = editor.edit(model.fields, "field")
        changed.actions = editor.edit(model.actions, "load")
        changed.routes = editor.edit(model.routes, "open")
        changed.subviews = editor.editSubviews(model.subviews)
        let renames = editor.renames
        try files.writeText("Specs/\(feature).yaml", changed.spec(named: feature))

        var plan = try generator.plan()
        if Int.random(in: 0..<4, using: &editor.random) == 0, plan.entries.contains(where: { $0.path == viewModelPath && $0.write != nil })
        {
            // The editor saves the view model while featuregen runs: it is left as saved, and
            // the next run merges it.
            let saved = try #require(try files.readText(viewModelPath)) + "// saved during the run\n"
            files.saveDuringNextWrite(of: viewModelPath, saved)
            let applied = try generator.apply(plan)
            #expect(applied.entries.first { $0.path == viewModelPath }?.action == .kept)
            #expect(try files.readText(viewModelPath) == saved)
            markers.append((viewModelPath, "// saved during the run", ""))
            plan = try generator.plan()
        }
        try generator.apply(plan)
        let conflicted = plan.blocked.map { "\($0.path):\n\($0.write ?? "")" }.joined(separator: "\n")
        #expect(plan.blocked.isEmpty, "\(conflicted)\n\(model.spec(named: feature))\n\(changed.spec(named: feature))")

        for marker in markers {
            let text = try #require(try files.readText(marker.file))
            let owners = RegenerationScenarioTests.owners(of: [marker.line], in: text)[marker.line]
            let name =
                renames[marker.owner.trimmingCharacters(in: ["."])].map { marker.owner.hasPrefix(".") ? "." + $0 : $0 } ?? marker.owner
            let inside = owners?.last.map { owner in
                owner.hasPrefix("func \(name)(") || owner.hasPrefix("case \(name)") || owner == "var \(name)"
                    || (name == "init" && owner.hasPrefix("init("))
            }
            if marker.owner.isEmpty {
                #expect(text.contains(marker.line), "'\(marker.line)' is lost\n\(text)")
                continue
            }
            #expect(inside == true, "'\(marker.line)' should be in \(name), is in \(owners ?? [])\n\(text)")
        }

        if addsExtension {
            let state = try #require(try files.readText(folder + "\(feature)State.swift"))
            #expect(state.contains("\n" + userExtension), "the user's extension changed:\n\(state)")
        }
        for path in files.paths where path.hasSuffix(".swift") && !path.hasPrefix(".featuregen") {
            let text = try #require(try files.readText(path))
            #expect(SwiftSyntaxCheck.parses(text), "\(path) does not parse:\n\(text)")
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
