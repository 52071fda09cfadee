@testable import FeaturegenCore

/// A user's edits in every file of a feature that has a subview and an action: a computed
/// property in the state, a helper in the view, a modifier on the body, a router helper, a
/// doc comment in the IO file, an extension of the module, a subview body.
func everyFileEdits(_ feature: String, subview: String? = nil) -> [RegenerationScenario.Edit] {
    var edits: [RegenerationScenario.Edit] = [
        .init(
            "State.swift", "    // MARK: - Lifecycle\n",
            "    var debugName: String {\n        String(describing: Self.self)\n    }\n\n    // MARK: - Lifecycle\n"),
        .init(
            "View.swift", "    // MARK: - Body\n",
            "    private var debugTitle: String {\n        \"\\(Self.self)\"\n    }\n\n    // MARK: - Body\n"),
        .init(
            "Router.swift", "    init() {}\n",
            "    init() {}\n\n    var isPresenting: Bool {\n        parentViewController?.presentedViewController != nil\n    }\n"),
        .init("IO.swift", "// MARK: - Output\n", "// MARK: - Output\n\n/// What the feature tells its parent.\n"),
        .init(
            ".swift", RegenerationScenario.Edit.endOfFile, "\nextension \(feature) {\n    static let analyticsName = \"\(feature)\"\n}\n"),
    ]
    if let subview {
        edits.append(
            .init("Components/\(subview).swift", "        Text(\"\(subview)\")", "        Text(\"\(subview)\")\n            .padding(8)"))
    }
    return edits
}

/// The scenarios of the structural merge: each moves, adds, removes or renames declarations
/// around the user's code, the way a line merge used to put that code in the wrong function.
let structuralScenarios: [RegenerationScenario] = [
    .init(
        name: "ReorderActions",
        spec: "feature: ReorderActions\nstate:\n  count: Int\nactions:\n  - load\n  - save\n",
        edits: [
            .init(
                "ViewModel.swift", "    private func load() async {\n    }",
                "    private func load() async {\n        print(\"LOAD\")\n    }"),
            .init(
                "ViewModel.swift", "    private func save() async {\n    }",
                "    private func save() async {\n        await state.update { $0.count += 1 }\n    }"),
        ] + everyFileEdits("ReorderActions"),
        specChange: [("  - load\n  - save\n", "  - save\n  - load\n")]),
    .init(
        name: "AddOneDropAnother",
        spec: "feature: AddOneDropAnother\nstate:\n  count: Int\nactions:\n  - load\n  - save\n  - close\n",
        edits: [
            .init(
                "ViewModel.swift", "    private func save() async {\n    }",
                "    private func save() async {\n        await state.update { $0.count = 0 }\n    }")
        ] + everyFileEdits("AddOneDropAnother"),
        specChange: [("  - load\n  - save\n  - close\n", "  - load\n  - share\n  - save\n")]),
    .init(
        name: "ReorderRoutes",
        spec: "feature: ReorderRoutes\nactions:\n  - load\nroutes:\n  - openHelp\n  - openFAQ\n",
        edits: [
            .init(
                "Router.swift", "    func openFAQ() {\n    }",
                "    func openFAQ() {\n        parentViewController?.present(UIViewController(), animated: true)\n    }")
        ] + everyFileEdits("ReorderRoutes"),
        specChange: [("  - openHelp\n  - openFAQ\n", "  - openFAQ\n  - openProfile\n")]),
    .init(
        name: "SwapSubviews",
        spec: """
            feature: SwapSubviews
            state:
              title: String
            subviews:
              SwapFirst:
                state:
                  title: String
                actions: [onTapFirst]
              SwapSecond:
                state:
                  title: String
                actions: [onTapOpen, onTapClose]

            """,
        edits: [
            .init(
                "ViewModel.swift", "        case .onTapClose:\n            break",
                "        case .onTapClose:\n            await state.update { $0.title = \"closed\" }"),
            .init(
                "ViewModel.swift", "        case .onTapOpen:\n            break", "        case .onTapOpen:\n            print(\"open\")"),
        ] + everyFileEdits("SwapSubviews", subview: "SwapSecond"),
        specChange: [
            ("  SwapFirst:\n    state:\n      title: String\n    actions: [onTapFirst]\n", ""),
            (
                "    actions: [onTapOpen, onTapClose]\n",
                "    actions: [onTapClose, onTapShare, onTapOpen]\n  SwapThird:\n    actions: [onTapThird]\n"
            ),
        ]),
    .init(
        name: "BodyModifier",
        spec: "feature: BodyModifier\nstate:\n  title: String\nactions:\n  - onAppear\n",
        edits: [
            .init("View.swift", "            Text(state.title)\n", "            Text(state.title)\n                .padding()\n")
        ] + everyFileEdits("BodyModifier"),
        specChange: [
            ("actions:\n", "subviews:\n  BodyModifierRow:\n    state:\n      title: String\n    actions: [onTapRow]\nactions:\n")
        ],
        // A subview shows the title now, so the body's Text the modifier was on is gone: loud,
        // not attached to another view.
        expectsConflict: true),
    // A doc comment between two fields the switch rewrites (observable → combine).
    .init(
        name: "ObservationSwitch",
        spec: "feature: ObservationSwitch\nstate:\n  title: String\n  count: Int\nactions:\n  - load\n",
        edits: [
            .init("State.swift", "    var count: Int\n", "    /// How many times the screen loaded.\n    var count: Int\n"),
            .init(
                "ViewModel.swift", "    private func load() async {\n    }",
                "    private func load() async {\n        print(\"load\")\n    }"),
        ] + everyFileEdits("ObservationSwitch"),
        configBefore: .with { $0.observation = .observable }),
    // A comment above a field whose declaration the switch rewrites (public → internal).
    .init(
        name: "AccessSwitch",
        spec: "feature: AccessSwitch\ninput:\n  title: String\nstate:\n  title: { type: String, input: title }\nactions:\n  - load\n",
        edits: [
            .init("IO.swift", "    public let title: String\n", "    /// Shown in the navigation bar.\n    public let title: String\n"),
            .init(
                "ViewModel.swift", "    private func load() async {\n    }",
                "    private func load() async {\n        await state.update { print($0.title) }\n    }"),
        ],
        configBefore: .with { $0.access = .public }),
    .init(
        name: "RemoveCommentedHandler",
        spec: "feature: RemoveCommentedHandler\nstate:\n  count: Int\nactions:\n  - load\n  - save\n",
        edits: [
            .init(
                "ViewModel.swift", "    private func save() async {\n",
                "    // Saving is automatic for now.\n    private func save() async {\n"),
            .init(
                "ViewModel.swift", "    private func load() async {\n    }",
                "    private func load() async {\n        print(\"load\")\n    }"),
        ] + everyFileEdits("RemoveCommentedHandler"),
        specChange: [("  - save\n", "")],
        movableLines: ["    // Saving is automatic for now."]),
    // The user wrote the action before the spec had it: the handler in the actor's body.
    .init(
        name: "PreImplemented",
        spec: "feature: PreImplemented\nstate:\n  count: Int\nactions:\n  - load\n",
        edits: [
            .init("ViewModel.swift", "        case load\n", "        case load\n        case refresh\n"),
            .init(
                "ViewModel.swift", "            await load()\n",
                "            await load()\n        case .refresh:\n            await refresh()\n"),
            .init(
                "ViewModel.swift", "    // MARK: - Internal Methods\n",
                "    private func refresh() async {\n        await state.update { $0.count = 0 }\n    }\n\n    // MARK: - Internal Methods\n"
            ),
        ] + everyFileEdits("PreImplemented"),
        specChange: [("  - load\n", "  - load\n  - refresh\n")]),
    // `.featuregen/base` checked out from before `refresh` was added: nothing is added twice.
    .init(
        name: "StaleBase",
        spec: "feature: StaleBase\nstate:\n  count: Int\n  title: String\nactions:\n  - load\n  - refresh\n",
        edits: [
            .init(
                "ViewModel.swift", "    private func refresh() async {\n    }",
                "    private func refresh() async {\n        await state.update { $0.count = 0 }\n    }")
        ] + everyFileEdits("StaleBase"),
        specChange: [("  - refresh\n", "  - refresh\n  - close\n")],
        staleBaseSpec: "feature: StaleBase\nstate:\n  count: Int\nactions:\n  - load\n"),
    // `.featuregen/` lost: `adopt` takes the files over, then the spec edit merges.
    .init(
        name: "DeletedBase",
        spec: "feature: DeletedBase\nstate:\n  count: Int\nactions:\n  - load\nroutes:\n  - openHelp\n",
        edits: [
            .init(
                "ViewModel.swift", "    private func load() async {\n    }",
                "    private func load() async {\n        print(\"load\")\n    }")
        ] + everyFileEdits("DeletedBase"),
        specChange: [("  - load\n", "  - load\n  - save: Int\n")],
        deletesBase: true),
    .init(
        name: "CRLFFiles",
        spec: "feature: CRLFFiles\nstate:\n  count: Int\nactions:\n  - load\n  - save\n",
        edits: [
            .init(
                "ViewModel.swift", "    private func load() async {\n    }",
                "    private func load() async {\n        print(\"load\")\n    }")
        ] + everyFileEdits("CRLFFiles"),
        specChange: [("  - load\n  - save\n", "  - save\n  - load\n  - close\n  - open: Int\n")],
        savesWithCRLF: true),
    .init(
        name: "RenameEverything",
        spec: """
            feature: RenameEverything
            state:
              total: Int
            subviews:
              RenameBar:
                state:
                  total: Int
                actions: [onTapBuy]
            actions:
              - load
            routes:
              - openHelp

            """,
        edits: [
            .init(
                "ViewModel.swift", "    private func load() async {\n    }",
                "    private func load() async {\n        print(\"load\")\n    }"),
            .init("ViewModel.swift", "        case .onTapBuy:\n            break", "        case .onTapBuy:\n            print(\"buy\")"),
            .init("Router.swift", "    func openHelp() {\n    }", "    func openHelp() {\n        print(\"help\")\n    }"),
            .init(
                "State.swift", "    @Published var total: Int\n", "    /// The basket's total, in cents.\n    @Published var total: Int\n"),
        ] + everyFileEdits("RenameEverything", subview: "RenameBar"),
        specChange: [
            ("state:\n  total: Int\nsubviews", "state:\n  sum: { type: Int, was: total }\nsubviews"),
            (
                "  RenameBar:\n    state:\n      total: Int\n",
                "  RenameFooter:\n    was: RenameBar\n    state:\n      total: { from: sum }\n"
            ),
            ("  - load\n", "  - reload: { was: load }\n"),
            ("  - openHelp\n", "  - openSupport: { was: openHelp }\n"),
        ],
        ownerRenames: [
            "func load()": "func reload()", "func openHelp()": "func openSupport()", "var total": "var sum",
            "func handleRenameBar(action:)": "func handleRenameFooter(action:)",
            "type RenameBar": "type RenameFooter",
        ],
        renamedFiles: ["Components/RenameBar.swift": "Components/RenameFooter.swift"]),
    .init(
        name: "RenameFeatureBefore",
        spec: "feature: RenameFeatureBefore\nstate:\n  count: Int\nactions:\n  - load\n",
        edits: [
            .init(
                "ViewModel.swift", "    private func load() async {\n    }",
                "    private func load() async {\n        print(\"load\")\n    }")
        ] + everyFileEdits("RenameFeatureBefore").filter { $0.file != ".swift" },
        specChange: [("feature: RenameFeatureBefore\n", "feature: RenameFeatureAfter\nwas: RenameFeatureBefore\n")],
        renamedTo: "RenameFeatureAfter"),
]

extension ProjectConfig {
    static func with(_ change: (inout ProjectConfig) -> Void) -> ProjectConfig {
        var config = ProjectConfig()
        change(&config)
        return config
    }
}
