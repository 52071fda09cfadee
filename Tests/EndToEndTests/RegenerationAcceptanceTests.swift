import Foundation
import Testing

/// Regeneration's acceptance, with the binary: a module with six kinds of user edits taken through
/// four spec edits. After each: every user line is there, no spurious conflict, a second run
/// writes nothing (modification times kept).
@Suite(.serialized) struct RegenerationAcceptanceTests {
    let viewModel = "Features/Profile/ProfileViewModel.swift"
    let state = "Features/Profile/ProfileState.swift"
    let view = "Features/Profile/ProfileView.swift"
    let router = "Features/Profile/ProfileRouter.swift"

    private func edit(_ app: Featuregen, _ path: String, _ find: String, _ replace: String) throws {
        let text = try app.read(path)
        try #require(text.contains(find), "\(path) has no '\(find)'")
        try app.write(path, text.replacingOccurrences(of: find, with: replace))
    }

    /// Generates, checks that the user's lines survived, then that a second run writes nothing.
    private func regenerate(_ app: Featuregen, keeping lines: [String: [String]], expectConflict: Bool = false) throws -> Featuregen.Result
    {
        let result = try app.run("generate")
        #expect(result.status == (expectConflict ? 1 : 0), "\(result.output)\(result.errors)")
        for (path, expected) in lines {
            let text = try app.read(path)
            for line in expected { #expect(text.contains(line), "\(path) lost '\(line)'") }
        }
        if !expectConflict {
            let before = try app.snapshot()
            Thread.sleep(forTimeInterval: 1.05)
            let second = try app.run("generate")
            #expect(second.status == 0)
            #expect(try app.snapshot() == before, "the second run touched files")
        }
        return result
    }

    @Test func sixUserEditsThroughFourSpecEdits() throws {
        let app = try Featuregen()
        defer { app.remove() }
        try app.run("init")
        try app.run("new", "Profile")

        // The user's edits: handler bodies, a helper, a computed property, a view comment, a router extension.
        try edit(
            app, viewModel, "    private func viewDidLoad() async {\n    }",
            "    private func viewDidLoad() async {\n        await state.update { $0.isLoading = false }\n    }")
        try edit(
            app, viewModel, "        case .onTapBackButton:\n            break",
            "        case .onTapBackButton:\n            await dismiss()")
        try edit(
            app, viewModel, "        await router?.dismiss()\n    }\n",
            "        await router?.dismiss()\n    }\n\n    private func reloadTitle() async {\n        await state.update { $0.title = $0.title.capitalized }\n    }\n"
        )
        try edit(
            app, state, "    @Published var isLoading: Bool\n",
            "    @Published var isLoading: Bool\n\n    var hasTitle: Bool {\n        !title.isEmpty\n    }\n")
        try edit(app, view, "        VStack {\n", "        // Header first; the content comes later.\n        VStack {\n")
        try app.write(
            router,
            try app.read(router)
                + "\nextension ProfileRouter {\n    func openSettings() {\n        parentViewController?.present(UIViewController(), animated: true)\n    }\n}\n"
        )
        var userLines: [String: [String]] = [
            viewModel: [
                "        await state.update { $0.isLoading = false }", "            await dismiss()",
                "    private func reloadTitle() async {", "        await state.update { $0.title = $0.title.capitalized }",
            ],
            state: ["    var hasTitle: Bool {", "        !title.isEmpty"],
            view: ["        // Header first; the content comes later."],
            router: [
                "extension ProfileRouter {", "    func openSettings() {",
                "        parentViewController?.present(UIViewController(), animated: true)",
            ],
        ]
        let spec = "Specs/Profile.yaml"

        // 1. Add an action, a field, a subview and a route.
        try edit(app, spec, "  - dismiss\n\nsubviews", "  - dismiss\n  - refresh\n  - select: Int\n\nsubviews")
        try edit(app, spec, "  isLoading: Bool\n\nactions", "  isLoading: Bool\n  subtitle: String\n\nactions")
        try edit(
            app, spec, "    actions: [onTapBackButton]\n",
            "    actions: [onTapBackButton]\n  ProfileFooter:\n    state:\n      subtitle: String\n")
        try edit(
            app, spec, "routes:                             # ProfileRouter methods\n  - dismiss\n",
            "routes:                             # ProfileRouter methods\n  - dismiss\n  - openHelp\n")
        let first = try regenerate(app, keeping: userLines)
        #expect(first.output.contains("created   Features/Profile/Components/ProfileFooter.swift"))
        #expect(first.output.contains("merged    \(viewModel)"))
        #expect(try app.read(viewModel).contains("    private func select(_ value: Int) async {"))
        #expect(try app.read(router).contains("    func openHelp() {"))

        // 2. Retype an action whose handler the user implemented.
        try edit(
            app, viewModel, "    private func select(_ value: Int) async {\n    }",
            "    private func select(_ value: Int) async {\n        await state.update { $0.subtitle = \"\\(value)\" }\n    }")
        userLines[viewModel]!.append("        await state.update { $0.subtitle = \"\\(value)\" }")
        try edit(app, spec, "  - select: Int\n", "  - select: Double\n")
        _ = try regenerate(app, keeping: userLines)
        #expect(try app.read(viewModel).contains("    private func select(_ value: Double) async {\n        await state.update"))

        // 3. Add another action without generating: check and --dry-run report it, write nothing.
        try edit(app, spec, "  - refresh\n", "  - refresh\n  - share\n")
        let before = try app.snapshot()
        let check = try app.run("check")
        #expect(check.status == 1)
        #expect(check.output.contains("+        case share"))
        // At the first line and column generate would change: where `case share` goes in.
        let located = try Regex(#"Features/Profile/ProfileViewModel\.swift:(\d+):(\d+): error: out of date"#)
        let match = try #require(check.errors.firstMatch(of: located), "\(check.errors)")
        let line = try #require(Int(match.output[1].substring ?? "")), column = try #require(Int(match.output[2].substring ?? ""))
        let lines = try app.read(viewModel).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[line - 1].hasPrefix("        case ") && column > 9, "\(lines[line - 1]):\(column)")
        // A build phase's `--quiet` check prints the located errors, not the diff.
        let quiet = try app.run("check", "--quiet")
        #expect(
            quiet.status == 1 && !quiet.output.contains("+        case share") && quiet.errors.contains(match.output[0].substring ?? "-"))
        let dryRun = try app.run("generate", "--dry-run")
        #expect(dryRun.status == 0 && dryRun.output.contains("+    private func share() async {"))
        #expect(try app.snapshot() == before)
        _ = try regenerate(app, keeping: userLines)
        #expect(try app.run("check").status == 0)

        // 4. Remove an implemented action: the user's code is kept, merged or in a conflict.
        try edit(app, spec, "  - viewDidLoad\n", "")
        let removal = try app.run("generate")
        let text = try app.read(viewModel)
        #expect(text.contains("        await state.update { $0.isLoading = false }"), "the implemented handler was dropped")
        if removal.status == 1 {
            #expect(removal.errors.contains("\(viewModel):"))
            #expect(removal.errors.contains(": conflict"))
            #expect(text.contains("<<<<<<< yours"))
            #expect(try app.run("check").status == 1)
        } else {
            #expect(removal.status == 0)
        }
        for (path, lines) in userLines { for line in lines { #expect(try app.read(path).contains(line), "\(path) lost '\(line)'") } }
    }
}
