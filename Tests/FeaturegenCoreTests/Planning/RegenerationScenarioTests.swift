import FeaturegenTestSupport
import Foundation
import Testing

@testable import FeaturegenCore

/// A scenario of Documentation/Design.md §4: a module is generated, the user edits it, the spec (or the
/// templates) change, and featuregen regenerates.
struct RegenerationScenario: CustomTestStringConvertible, Sendable {
    struct Edit: Sendable {
        /// As `find`: append `replace` to the file.
        static let endOfFile = "<end of file>"

        /// The file, relative to the feature's folder (`FeatureViewModel.swift` is written
        /// `ViewModel.swift`; the feature name is prepended).
        var file: String
        var find: String
        var replace: String
    }

    /// Also the feature's name, so every scenario's module can live in one compile target.
    var name: String
    var spec: String
    var edits: [Edit]
    var specChange: [(find: String, replace: String)] = []
    /// Renders the first version with templates that differ from the built-in ones (a tool upgrade).
    var oldTemplates: [String: String] = [:]
    /// `featuregen.yml` of the first run; the change switches to the default one.
    var configBefore: ProjectConfig? = nil
    /// The feature's name after the change, for a scenario that renames the feature.
    var renamedTo: String? = nil
    /// Declaration keys the spec renames (`was:`), old → new: a user line inside one must end up
    /// inside the renamed declaration.
    var ownerRenames: [String: String] = [:]
    /// Files the spec renames, relative to the feature's folder.
    var renamedFiles: [String: String] = [:]
    /// User lines that may end up outside their declaration: a comment above a declaration the
    /// spec removed stays where the declaration was.
    var movableLines: Set<String> = []
    /// After the user's edits, the base records are replaced by those of this older spec (a
    /// `git checkout` of `.featuregen/`).
    var staleBaseSpec: String? = nil
    /// After the user's edits, `.featuregen/` is lost; the change is applied by `adopt`.
    var deletesBase = false
    /// After the user's edits, every file of the feature is saved with CRLF line endings.
    var savesWithCRLF = false
    var expectsConflict = false

    var testDescription: String { name }
}

extension RegenerationScenario.Edit {
    init(_ file: String, _ find: String, _ replace: String) {
        self.init(file: file, find: find, replace: replace)
    }
}

let regenerationScenarios: [RegenerationScenario] = [
    .init(
        name: "AddAction",
        spec: "feature: AddAction\nstate:\n  count: Int\nactions:\n  - load\n",
        edits: [
            .init(
                "ViewModel.swift", "    private func load() async {\n    }",
                "    private func load() async {\n        await state.update { $0.count = 1 }\n    }")
        ],
        specChange: [("  - load\n", "  - load\n  - refresh\n")]),
    .init(
        name: "RemoveAction",
        spec: "feature: RemoveAction\nstate:\n  count: Int\nactions:\n  - load\n  - refresh\n",
        edits: [
            .init(
                "ViewModel.swift", "    private func load() async {\n    }",
                "    private func load() async {\n        await state.update { $0.count = 1 }\n    }"),
            .init(
                "ViewModel.swift", "    private func refresh() async {\n    }",
                "    private func refresh() async {\n        await state.update { $0.count += 1 }\n    }"),
        ],
        specChange: [("  - refresh\n", "")],
        expectsConflict: true),
    .init(
        name: "RenameAction",
        spec: "feature: RenameAction\nstate:\n  count: Int\nactions:\n  - load\n  - reload\n",
        edits: [
            .init(
                "ViewModel.swift", "    private func reload() async {\n    }",
                "    private func reload() async {\n        await load()\n    }")
        ],
        specChange: [("  - reload\n", "  - refresh: { was: reload }\n")],
        ownerRenames: ["func reload()": "func refresh()"]),
    // Without `was:`, a removed action and an added one are never guessed into a rename.
    .init(
        name: "RenameWithoutHint",
        spec: "feature: RenameWithoutHint\nstate:\n  count: Int\nactions:\n  - load\n  - reload\n",
        edits: [
            .init(
                "ViewModel.swift", "    private func reload() async {\n    }",
                "    private func reload() async {\n        await load()\n    }")
        ],
        specChange: [("  - reload\n", "  - refresh\n")],
        expectsConflict: true),
    .init(
        name: "RetypeAction",
        spec: "feature: RetypeAction\nstate:\n  title: String\nactions:\n  - select: Int\n",
        edits: [
            .init(
                "ViewModel.swift", "    private func select(_ value: Int) async {\n    }",
                "    private func select(_ value: Int) async {\n        let title = \"\\(value)\"\n        await state.update { $0.title = title }\n    }"
            )
        ],
        specChange: [("  - select: Int\n", "  - select: Double\n")]),
    .init(
        name: "AddField",
        spec: "feature: AddField\nstate:\n  items: \"[String]\"\nactions:\n  - load\n",
        edits: [
            .init(
                "State.swift", "    @Published var items: [String]\n",
                "    @Published var items: [String]\n\n    var isEmpty: Bool {\n        items.isEmpty\n    }\n")
        ],
        specChange: [("  items: \"[String]\"\n", "  items: \"[String]\"\n  isLoading: Bool\n")]),
    .init(
        name: "AddSubview",
        spec:
            "feature: AddSubview\nstate:\n  title: String\nsubviews:\n  AddSubviewHeader:\n    state:\n      title: String\n    actions: [onTapClose]\n",
        edits: [
            .init("View.swift", "    var body: some View {\n", "    var body: some View {\n        // The header goes first.\n"),
            .init("View.swift", "        VStack {\n", "        VStack {\n            Text(state.title)\n"),
            .init("Components/AddSubviewHeader.swift", "        Text(\"AddSubviewHeader\")", "        Text(state.title)"),
            .init(
                "ViewModel.swift", "        case .onTapClose:\n            break",
                "        case .onTapClose:\n            await router?.dismiss()"),
        ],
        specChange: [
            ("subviews:\n", "subviews:\n  AddSubviewFooter:\n    state:\n      title: String\n    actions: [onTapMore]\n"),
            ("actions: [onTapClose]\n", "actions: [onTapClose]\nactions:\n  - onAppear\n"),
            ("state:\n  title: String\nsubviews", "state:\n  title: String\nroutes:\n  - dismiss\nsubviews"),
        ]),
    .init(
        name: "AddRoute",
        spec: "feature: AddRoute\nactions:\n  - close\nroutes:\n  - openHelp\n",
        edits: [
            .init(
                "Router.swift", "    func openHelp() {\n    }",
                "    func openHelp() {\n        parentViewController?.present(UIViewController(), animated: true)\n    }"),
            .init(
                "Router.swift", "    init() {}\n",
                "    init() {}\n\n    var isPresenting: Bool {\n        parentViewController?.presentedViewController != nil\n    }\n"),
        ],
        specChange: [("  - openHelp\n", "  - openHelp\n  - close\n")]),
    .init(
        name: "UserAndSpecAddCase",
        spec: "feature: UserAndSpecAddCase\nstate:\n  count: Int\nactions:\n  - load\n",
        edits: [
            .init("ViewModel.swift", "        case load\n", "        case load\n        case ping\n"),
            .init(
                "ViewModel.swift", "            await load()\n", "            await load()\n        case .ping:\n            await ping()\n"
            ),
            .init(
                "ViewModel.swift", "    private func load() async {\n    }\n",
                "    private func load() async {\n    }\n\n    private func ping() async {\n        await state.update { $0.count += 1 }\n    }\n"
            ),
        ],
        specChange: [("  - load\n", "  - load\n  - refresh\n")]),
    // The least a spec can say: empty Input, Output, Action, state and handle switch compile.
    .init(name: "Minimal", spec: "feature: Minimal\n", edits: []),
    // Swift keywords as names: escaped in backticks, the module compiles (ScenarioModules).
    .init(
        name: "Keywords",
        spec: """
            feature: Keywords
            input:
              class: String
            output:
              return: (for: Int)
            state:
              default: { type: String, input: class }
              switch: Bool
            types:
              Kind: [in, is, case]
            actions:
              - default
              - in: { for: Int }
              - repeat: Int
            subviews:
              KeywordsRow:
                state:
                  default: String
                  where: { type: Bool, from: switch }
                actions: [do, catch]
            routes:
              - continue
            """,
        edits: [
            .init(
                "ViewModel.swift", "    private func `in`(`for`: Int) async {\n    }",
                "    private func `in`(`for`: Int) async {\n        output?.return(`for`)\n    }")
        ],
        specChange: [("  - repeat: Int\n", "  - repeat: Int\n  - guard\n")]),
    .init(
        name: "TemplateUpgrade",
        spec: "feature: TemplateUpgrade\nstate:\n  count: Int\nactions:\n  - load\n",
        edits: [
            .init(
                "ViewModel.swift", "    private func load() async {\n    }",
                "    private func load() async {\n        await state.update { $0.count = 1 }\n    }"),
            .init(
                "State.swift", "    @Published var count: Int\n", "    @Published var count: Int\n\n    var isZero: Bool { count == 0 }\n"),
        ],
        oldTemplates: [
            "FeatureViewModel.swift.mustache": "MARK: - Internal Methods=>MARK: - Handling",
            "FeatureState.swift.mustache": "import Foundation\n=>",
        ]),
]

@Suite struct RegenerationScenarioTests {
    static let folder = Repository.root.appendingPathComponent("Tests/Scenarios")

    private func path(_ scenario: RegenerationScenario, _ file: String) -> String {
        let name = file.hasPrefix("Components/") ? file : scenario.name + file
        return "Features/\(scenario.name)/\(name)"
    }

    @Test(arguments: regenerationScenarios + structuralScenarios)
    func noUserLineIsLost(_ scenario: RegenerationScenario) throws {
        let files = MemoryFileSystem(files: ["Specs/\(scenario.name).yaml": scenario.spec])
        var config = scenario.configBefore ?? ProjectConfig()
        if !scenario.oldTemplates.isEmpty {
            config.templates = "OldTemplates"
            for (name, change) in scenario.oldTemplates {
                let parts = change.components(separatedBy: "=>")
                let builtIn = try #require(EmbeddedTemplates.files["mvvm/\(name)"])
                try files.writeText("OldTemplates/\(name)", builtIn.replacingOccurrences(of: parts[0], with: parts[1]))
            }
        }
        let first = Generator(project: Project(fileSystem: files, config: config))
        try first.apply(try first.plan())

        var userLines: [String: [String]] = [:]
        for edit in scenario.edits {
            let file = path(scenario, edit.file)
            let text = try #require(try files.readText(file), "\(file)")
            if edit.find == RegenerationScenario.Edit.endOfFile {
                try files.writeText(file, text + edit.replace)
            } else {
                #expect(text.contains(edit.find), "\(file) has no '\(edit.find)'")
                try files.writeText(file, text.replacingOccurrences(of: edit.find, with: edit.replace))
            }
            let added = Set(edit.replace.components(separatedBy: "\n")).subtracting(edit.find.components(separatedBy: "\n"))
            userLines[file, default: []] += added.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        }
        // Where each user line lives before the change: the declarations around it.
        var ownersBefore: [String: [String: [String]]] = [:]
        for (file, lines) in userLines {
            let text = try #require(try files.readText(file))
            ownersBefore[file] = Self.owners(of: lines, in: text)
        }
        try applyAfterEdits(scenario, files)
        var spec = scenario.spec
        for change in scenario.specChange {
            #expect(spec.contains(change.find))
            spec = spec.replacingOccurrences(of: change.find, with: change.replace)
        }
        if let newName = scenario.renamedTo {
            try files.remove("Specs/\(scenario.name).yaml")
            try files.writeText("Specs/\(newName).yaml", spec)
        } else {
            try files.writeText("Specs/\(scenario.name).yaml", spec)
        }

        let generator = Generator(project: Project(fileSystem: files, config: ProjectConfig()))
        let plan = try generator.plan(adopt: scenario.deletesBase)
        try generator.apply(plan)
        #expect(plan.hasBlockedFiles == scenario.expectsConflict, "\(plan.entries.filter { !$0.conflictLines.isEmpty }.map(\.path))")

        for (oldFile, lines) in userLines {
            let file = renamedPath(oldFile, scenario)
            let text = try #require(try files.readText(file), "\(file) is gone")
            if scenario.savesWithCRLF {
                #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "\(file) lost its CRLF line endings")
            }
            for line in lines {
                #expect(text.contains(line), "\(file) lost the user's line '\(line)':\n\(text)")
            }
            // No user line in a declaration other than the one it was written in.
            guard ConflictMarkers.lines(in: text).isEmpty else { continue }
            let after = Self.owners(of: lines, in: text)
            for (line, owners) in ownersBefore[oldFile] ?? [:] where !scenario.movableLines.contains(line) {
                let expected = owners.map { scenario.ownerRenames[$0] ?? renamedKey($0, scenario) }
                #expect(!expected.isEmpty || owners.isEmpty)
                #expect(after[line] == expected, "\(file): '\(line)' was in \(owners), is in \(after[line] ?? [])\n\(text)")
            }
        }

        // Conflicts are resolved as a user who keeps their code would; then a second run
        // writes nothing.
        for entry in plan.entries where !entry.conflictLines.isEmpty {
            try files.writeText(entry.path, Self.keepingYours(try #require(try files.readText(entry.path))))
        }
        let writes = files.writeCounts
        let second = try generator.plan()
        try generator.apply(second)
        #expect(second.changes.isEmpty, "\(second.changes.map(\.path))")
        #expect(
            files.writeCounts.filter { $0.key != RunCache.path } == writes.filter { $0.key != RunCache.path }, "the second run wrote files")

        try compareWithRecording(scenario, files)
    }

    /// The owners of each line that occurs exactly once in `text`.
    static func owners(of lines: [String], in text: String) -> [String: [String]] {
        let text = LineEnding.normalized(text)
        guard let owners = DeclarationOwners.owners(in: text) else { return [:] }
        let all = ThreeWayMerge.lines(text).map(String.init)
        var result: [String: [String]] = [:]
        for line in lines {
            let indices = all.indices.filter { all[$0] == line }
            if indices.count == 1 { result[line] = owners[indices[0]] }
        }
        return result
    }

    private func renamedPath(_ path: String, _ scenario: RegenerationScenario) -> String {
        for (old, new) in scenario.renamedFiles where path.hasSuffix("/" + old) {
            return String(path.dropLast(old.count)) + new
        }
        guard let newName = scenario.renamedTo else { return path }
        return path.replacingOccurrences(of: scenario.name, with: newName)
    }

    /// What happens to the project between the user's edits and the spec change.
    private func applyAfterEdits(_ scenario: RegenerationScenario, _ files: MemoryFileSystem) throws {
        let featureFolder = "Features/\(scenario.name)"
        if let staleSpec = scenario.staleBaseSpec {
            let older = MemoryFileSystem(files: ["Specs/\(scenario.name).yaml": staleSpec])
            let generator = Generator(project: Project(fileSystem: older, config: ProjectConfig()))
            try generator.apply(try generator.plan())
            for path in try older.files(under: BaseStore.folder) {
                try files.writeText(path, try #require(try older.readText(path)))
            }
        }
        if scenario.deletesBase {
            for path in try files.files(under: BaseStore.folder) { try files.remove(path) }
            // Without base records, generate takes over nothing: every edited file is skipped.
            let generator = Generator(project: Project(fileSystem: files, config: ProjectConfig()))
            let plan = try generator.plan()
            #expect(plan.entries.contains { $0.action == .skipped })
            #expect(plan.changes.isEmpty)
        }
        if scenario.savesWithCRLF {
            for path in try files.files(under: featureFolder) {
                let text = try #require(try files.readText(path))
                try files.writeText(path, text.replacingOccurrences(of: "\n", with: "\r\n"))
            }
        }
    }

    private func renamedKey(_ key: String, _ scenario: RegenerationScenario) -> String {
        guard let newName = scenario.renamedTo else { return key }
        return key.replacingOccurrences(of: scenario.name, with: newName)
    }

    /// The merged module is kept under Tests/Scenarios/<name>/, where the ScenarioModules
    /// target compiles it. `FEATUREGEN_RECORD=1` re-records.
    private func compareWithRecording(_ scenario: RegenerationScenario, _ files: MemoryFileSystem) throws {
        let disk = DiskFileSystem(root: Self.folder)
        let prefix = "Features/"
        for path in try files.files(under: "Features") {
            let recorded = String(path.dropFirst(prefix.count))
            let text = try #require(try files.readText(path))
            if Repository.isRecording {
                if try disk.readText(recorded) != text { try disk.writeText(recorded, text) }
            } else if path.hasPrefix("Features/\(scenario.renamedTo ?? scenario.name)/") {
                let expected = try disk.readText(recorded)
                #expect(expected == text, "\(recorded): \(UnifiedDiff.diff(path: recorded, old: expected, new: text))")
            }
        }
    }

    /// Resolves every conflict block by keeping the user's side.
    static func keepingYours(_ text: String) -> String {
        var output: [Substring] = []
        var side = 0  // 0 outside, 1 yours, 2 featuregen's
        for line in ThreeWayMerge.lines(text) {
            switch line {
            case Substring(ConflictMarkers.mine): side = 1
            case Substring(ConflictMarkers.separator) where side == 1: side = 2
            case Substring(ConflictMarkers.new) where side == 2: side = 0
            default: if side != 2 { output.append(line) }
            }
        }
        return output.joined(separator: "\n") + "\n"
    }
}
