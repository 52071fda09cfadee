import Foundation
import Testing

@testable import FeaturegenCore

/// A `was:` rename renames what featuregen generated and the user's references to it, by the
/// syntax tree (`ReferenceRenamer`), never by text: the user's own names that spell the same
/// stay, a payload the user bound keeps its binding, and a call site of the user's own in the
/// feature's other files follows the rename.
@Suite struct RenamedReferenceTests {
    /// A subview and its action renamed in one run: the moved file's `onAction(.onTapBack)` is
    /// the subview's action and becomes `.goBack`; the user's own `Analytics.Event.onTapBack`,
    /// `Analytics.log(.onTapBack)` and their enum's `case onTapBack` stay.
    @Test func aRenameLeavesTheUsersOwnCasesOfTheSameNameAlone() throws {
        let app = MemoryRegeneration(
            project: memoryProject(specs: ["F.yaml": "feature: F\nsubviews:\n  FHeader:\n    actions: [onTapBack]\n"]))
        try app.run()
        let old = "Features/F/Components/FHeader.swift"
        try app.edit(
            old, "        Text(\"FHeader\")\n",
            """
                    Button("Back") {
                        onAction(.onTapBack)
                        Analytics.log(Analytics.Event.onTapBack)
                        Analytics.log(.onTapBack)
                    }

            """)
        try app.edit(
            old, "// MARK: - Preview\n",
            "enum Analytics {\n    enum Event { case onTapBack }\n    static func log(_ event: Event) {}\n}\n\n// MARK: - Preview\n")
        try app.files.writeText(
            "Specs/F.yaml", "feature: F\nsubviews:\n  FTopBar:\n    was: FHeader\n    actions:\n      - goBack: { was: onTapBack }\n")
        let plan = try app.run()
        #expect(MemoryRegeneration.conflicts(plan).isEmpty, "\(MemoryRegeneration.conflicts(plan))")
        let text = try app.read("Features/F/Components/FTopBar.swift")
        #expect(text.contains("struct FTopBar: View"), "\(text)")
        #expect(text.contains("            onAction(.goBack)\n"), "\(text)")
        #expect(text.contains("            Analytics.log(Analytics.Event.onTapBack)\n"), "\(text)")
        #expect(text.contains("            Analytics.log(.onTapBack)\n"), "\(text)")
        #expect(text.contains("    enum Event { case onTapBack }\n"), "\(text)")
        #expect(SwiftSyntaxCheck.parses(text))
        // The case written without its type, which may be either, is left and reported where it is.
        let lines = text.components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains("Analytics.log(.onTapBack)") }) + 1
        let warnings = plan.warnings.filter { $0.message.contains("'.onTapBack' was left as you wrote it") }
        #expect(warnings.map(\.location?.line) == [line], "\(plan.warnings.map(\.message))")
        #expect(warnings.first?.location?.file == "Features/F/Components/FTopBar.swift")
        #expect(warnings.first?.location?.column == 28)
    }

    /// tca: a state field and an action renamed in one run; the user's `case let .search(query):`
    /// becomes `case let .find(query):`, the binding and its use inside as the user wrote them.
    @Test func aPayloadBindingKeepsTheUsersName() throws {
        let app = MemoryRegeneration(
            project: memoryProject(
                specs: ["F.yaml": "feature: F\nstate:\n  query: String\nactions:\n  - search: String\n"], architecture: "tca"))
        try app.run()
        let path = "Features/F/F.swift"
        try app.edit(
            path, "            case .search:\n                return .none\n",
            "            case let .search(query):\n                return .run { _ in\n                    print(query)\n                }\n"
        )
        try app.files.writeText(
            "Specs/F.yaml", "feature: F\nstate:\n  text: { type: String, was: query }\nactions:\n  - find: String\n    was: search\n")
        let plan = try app.run()
        #expect(MemoryRegeneration.conflicts(plan).isEmpty, "\(MemoryRegeneration.conflicts(plan))")
        let text = try app.read(path)
        #expect(
            text.contains("            case let .find(query):\n                return .run { _ in\n                    print(query)\n"),
            "\(text)")
        #expect(text.contains("var text: String"), "\(text)")
        #expect(!text.contains(".search"), "\(text)")
    }

    /// The user's own test of `select: Int` when the spec renames and labels it in one step
    /// (`choose: { was: select, index: Int }`): merged, the generated call the spec's.
    @Test(arguments: ["mvvm", "statecontainer"])
    func aRenameWithANewLabelKeepsTheUsersTest(architecture: String) throws {
        let project = memoryProject(specs: ["F.yaml": "feature: F\nactions:\n  - select: Int\n"], architecture: architecture)
        var config = project.config
        config.tests = "FeatureTests"
        config.testedModule = "App"
        let tested = MemoryRegeneration(project: Project(fileSystem: project.fileSystem, config: config))
        try tested.run()
        let path = "FeatureTests/F/FTests.swift"
        let generated = try tested.read(path)
        let placeholder = try #require(
            generated.components(separatedBy: "\n").first { $0.contains("Issue.record(\"Write the test of select") })
        try tested.edit(path, placeholder, "        #expect(Bool(true), \"the user's check\")")
        try tested.files.writeText("Specs/F.yaml", "feature: F\nactions:\n  - choose: { was: select, index: Int }\n")
        let plan = try tested.run()
        #expect(MemoryRegeneration.conflicts(plan).isEmpty, "\(MemoryRegeneration.conflicts(plan))")
        let text = try tested.read(path)
        #expect(text.contains("        #expect(Bool(true), \"the user's check\")"), "\(text)")
        #expect(text.contains(".choose(index: 0)"), "\(text)")
        #expect(!text.contains(".select("), "\(text)")
    }

    /// The user's own call site in the feature's view (`reducer(.toggleFavorite)`), in a file
    /// whose generated text the rename does not change, follows the rename.
    @Test func aCallSiteOfTheUsersOwnFollowsTheRename() throws {
        let app = MemoryRegeneration(project: memoryProject(specs: ["F.yaml": "feature: F\nactions:\n  - toggleFavorite\n"]))
        try app.run()
        let view = "Features/F/FView.swift"
        let text = try app.read(view)
        let body = try #require(text.range(of: "    var body: some View {\n"))
        var edited = text
        edited.insert(
            contentsOf:
                "    private func favoriteButton() -> some View {\n        Button(\"Favorite\") { reducer(.toggleFavorite) }\n    }\n\n",
            at: body.lowerBound)
        try app.files.writeText(view, edited)
        try app.files.writeText("Specs/F.yaml", "feature: F\nactions:\n  - favorite: { was: toggleFavorite }\n")
        let plan = try app.run()
        #expect(MemoryRegeneration.conflicts(plan).isEmpty, "\(MemoryRegeneration.conflicts(plan))")
        let merged = try app.read(view)
        #expect(merged.contains("        Button(\"Favorite\") { reducer(.favorite) }\n"), "\(merged)")
        #expect(plan.entries.first { $0.path == view }?.action == .merged)
        #expect(try Generator(project: app.project).plan().changes.isEmpty, "check is not up to date after the run")
    }
}
