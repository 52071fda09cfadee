import Testing

@testable import FeaturegenCore

/// `state:` written as a list: the state is an enum of cases (`idle`, `loaded(LoadedState)`),
/// as many teams model a screen. Its mistakes are errors at their place; statecontainer writes
/// it, with the options that name and place its parts.
@Suite struct StateCasesTests {
    private func rendered(_ spec: String, architecture: String = "statecontainer") throws -> [String: String] {
        let generator = Generator(project: memoryProject(specs: ["Test.yaml": spec], architecture: architecture))
        let files = try generator.render(generator.loadSpecs())
        return Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    private func file(_ files: [String: String], endingIn suffix: String) throws -> String {
        try #require(files.first { $0.key.hasSuffix(suffix) }?.value, "no \(suffix) in \(files.keys.sorted())")
    }

    static let screen = """
        feature: Recipe
        input:
          recipeId: String
        state:
          - idle
          - loading
          - loaded: LoadedState
          - failed: { message: String }
        types:
          LoadedState:
            fields: { title: String, minutes: Int }
        actions:
          - onAppear

        """

    // MARK: - Reading

    @Test func aListUnderStateIsTheStatesCasesInOrder() throws {
        let spec = try loadSpec(Self.screen)
        #expect(spec.state.isEmpty)
        #expect(spec.stateCases.map(\.name) == ["idle", "loading", "loaded", "failed"])
        #expect(spec.stateCases[2].parameters == [.init(label: nil, type: "LoadedState")])
        #expect(spec.stateCases[3].parameters == [.init(label: "message", type: "String")])
        #expect(spec.stateCasesLocation?.line == 4)
        // The state holds no input: the reducer keeps it.
        #expect(spec.unreadInput.map(\.name) == ["recipeId"])
    }

    // MARK: - Mistakes

    @Test func aFieldWrittenInTheListIsAnErrorSayingHowToWriteEither() {
        let found = diagnostics(
            """
            feature: Recipe
            input: { title: String }
            state:
              - idle
              - title: { type: String, input: title }

            """)
        #expect(
            found.contains(
                "Test.yaml:5:14: error: 'title' is written as a state field, but 'state:' is a list, so its items are the state's cases"),
            "\(found)")
        #expect(found.contains("note: write the state's fields as a mapping"), "\(found)")
        #expect(found.components(separatedBy: ": error: ").count == 2, "\(found)")
    }

    @Test func theFirstCaseCarryingValuesIsAnErrorAtIt() {
        let found = diagnostics("feature: Recipe\nstate:\n  - loaded: Int\n  - idle\n")
        #expect(found.contains("Test.yaml:3:5: error: the state starts as its first case, 'loaded', which carries values"), "\(found)")
        #expect(found.contains("note: put a case without values first ('- idle')"), "\(found)")
    }

    @Test func anEmptyListAndTwoCasesOfOneNameAreErrors() {
        #expect(diagnostics("feature: Recipe\nstate: []\n").contains("Test.yaml:2:8: error: the state is an empty list of cases"))
        let twice = diagnostics("feature: Recipe\nstate: [idle, loaded, idle]\n")
        #expect(twice.contains("error: duplicate case of the state 'idle'"), "\(twice)")
    }

    @Test func aSubviewFieldFromTheStateSaysTheStateHasNoFields() {
        let found = diagnostics(
            """
            feature: Recipe
            state: [idle, loading]
            subviews:
              Header:
                state:
                  title: String

            """)
        #expect(found.contains("error: field 'title' of 'Header' has no state field 'title' to come from"), "\(found)")
        #expect(found.contains("note: the state is a list of cases, which has no fields"), "\(found)")
    }

    @Test func aCaseRenameIsReadAndCheckedAsOthersAre() throws {
        let spec = try loadSpec("feature: Recipe\nstate:\n  - idle\n  - { ready: Int, was: loaded }\n")
        #expect(spec.stateCases[1].previousName == "loaded")
        #expect(spec.beforeRenames()?.stateCases.map(\.name) == ["idle", "loaded"])
        let own = diagnostics("feature: Recipe\nstate:\n  - idle\n  - { ready: Int, was: ready }\n")
        #expect(own.contains("error: case of the state 'ready' says it was 'ready', its own name"), "\(own)")
    }

    // MARK: - statecontainer

    @Test func theReducerDeclaresTheCasesAndTheViewSwitchesOverThem() throws {
        let files = try rendered(Self.screen)
        let reducer = try file(files, endingIn: "RecipeReducer.swift")
        #expect(
            reducer.contains(
                "    nonisolated enum State: Equatable, Sendable {\n        case idle\n        case loading\n        case loaded(LoadedState)\n        case failed(message: String)\n    }\n"
            ), "\(reducer)")
        #expect(!reducer.contains("init(recipeId: String) {\n            self."), "an enum has no initializer of fields")
        #expect(reducer.contains("    private let recipeId: String\n"))
        #expect(reducer.contains("extension RecipeReducer.State {\n    nonisolated struct LoadedState: Equatable, Sendable {"))
        let view = try file(files, endingIn: "RecipeView.swift")
        #expect(view.contains("ViewStore(state: .idle, reducer: RecipeReducer(recipeId: recipeId))"), "\(view)")
        #expect(view.contains("            switch store.state {\n            case .idle:\n"), "\(view)")
        #expect(view.contains("            case .failed:\n                Text(\"failed\")\n            }\n"), "\(view)")
    }

    @Test func theOptionsNestTheTypesInTheReducerHandTheViewItsStoreAndNameTheEnums() throws {
        let spec =
            Self.screen + """
                typesIn: reducer
                viewTakesStore: true
                inputName: Action
                feedbackName: InternalAction
                feedback:
                  - didLoad: LoadedState

                """
        let files = try rendered(spec)
        let reducer = try file(files, endingIn: "RecipeReducer.swift")
        #expect(reducer.contains("    typealias Input = Action\n    typealias Feedback = InternalAction\n"), "\(reducer)")
        #expect(reducer.contains("    enum Action: Sendable {\n        case onAppear\n    }\n"), "\(reducer)")
        #expect(
            reducer.contains("    enum InternalAction: Sendable {\n        case didLoad(Recipe.ViewState.LoadedState)\n    }\n"),
            "\(reducer)")
        #expect(reducer.contains("private func reduce(input: Action, into state: inout State) -> Effect {"))
        #expect(reducer.contains("private func reduce(feedback: InternalAction, into state: inout State) -> Effect {"))
        #expect(reducer.contains("extension RecipeReducer {\n    nonisolated struct LoadedState: Equatable, Sendable {"), "\(reducer)")
        let feature = try file(files, endingIn: "Recipe/Recipe.swift")
        #expect(feature.contains("typealias ViewState = RecipeReducer\n"), "\(feature)")
        #expect(feature.contains("static func view(recipeId: String, navigator: StateContainer.Navigator? = nil"), "\(feature)")
        #expect(feature.contains("Recipe.view(recipeId: input.recipeId, navigator:") || feature.contains("            view(recipeId:"))
        let view = try file(files, endingIn: "RecipeView.swift")
        #expect(view.contains("init(store: @autoclosure @escaping () -> RecipeReducer.ViewStore, navigator:"), "\(view)")
        #expect(view.contains("_store = StateObject(wrappedValue: store())"))
        #expect(
            view.contains(
                "#Preview {\n    StateContainer.NavigationContainer { navigator in\n        Recipe.view(recipeId: \"\", navigator: navigator)\n    }\n}"
            ),
            "\(view)")
    }

    @Test func withoutFeedbackTheFeedbackNameDeclaresNoAlias() throws {
        let reducer = try file(try rendered(Self.screen + "feedbackName: InternalAction\n"), endingIn: "RecipeReducer.swift")
        #expect(!reducer.contains("InternalAction"), "\(reducer)")
    }

    @Test func aScreenOpeningOneThatTakesItsStoreCallsItsView() throws {
        let opener = """
            feature: Cookbook
            actions:
              - open: { recipeId: String }
            routes:
              - open: { module: Recipe, input: { recipeId: String } }

            """
        let generator = Generator(
            project: memoryProject(
                specs: ["Cookbook.yaml": opener, "Recipe.yaml": Self.screen + "viewTakesStore: true\n"], architecture: "statecontainer"))
        let files = try generator.render(generator.loadSpecs())
        let view = try #require(files.first { $0.path.hasSuffix("CookbookView.swift") }?.contents)
        #expect(view.contains("Recipe.view(recipeId: recipeId, navigator: navigator)"), "\(view)")
    }

    /// Setting the options on a project already generated renames the enums and moves the
    /// types, and keeps the code written in the reducer.
    @Test func settingTheOptionsOnAnEditedFeatureKeepsItsCode() throws {
        let project = memoryProject(specs: ["Recipe.yaml": Self.screen], architecture: "statecontainer")
        let generator = { Generator(project: project) }
        let fileSystem = try #require(project.fileSystem as? MemoryFileSystem)
        try generator().apply(try generator().plan())
        let path = "Features/Recipe/RecipeReducer.swift"
        let generated = try #require(try fileSystem.readText(path))
        let edited = generated.replacingOccurrences(
            of: "        case .onAppear:\n            return .none",
            with: "        case .onAppear:\n            state = .loading\n            return .none")
        #expect(edited != generated)
        try fileSystem.writeText(path, edited)
        try fileSystem.writeText(
            "Specs/Recipe.yaml", Self.screen + "typesIn: reducer\nviewTakesStore: true\ninputName: Action\nfeedbackName: InternalAction\n")

        let plan = try generator().plan()
        try generator().apply(plan)
        let merged = try #require(try fileSystem.readText(path))
        #expect(!plan.hasBlockedFiles)
        #expect(merged.contains("        case .onAppear:\n            state = .loading\n            return .none"), "\(merged)")
        #expect(merged.contains("    enum Action: Sendable {"), "\(merged)")
        #expect(!merged.contains("enum Input"), "\(merged)")
        #expect(merged.contains("extension RecipeReducer {\n    nonisolated struct LoadedState"), "\(merged)")
        #expect(!merged.contains("<<<<<<<"), "\(merged)")
    }

    /// `reducerSuffix:` names the reducer and its file; changed on a feature with code of yours,
    /// the file moves with the code (found by featuregen's base record at the old path), the type
    /// is renamed in it and nothing is left at the old path — both ways, and again after a run
    /// that changed nothing.
    @Test func changingTheReducerSuffixMovesTheEditedReducerWithItsCode() throws {
        let project = memoryProject(specs: ["Recipe.yaml": Self.screen], architecture: "statecontainer")
        let generator = { Generator(project: project) }
        let fileSystem = try #require(project.fileSystem as? MemoryFileSystem)
        try generator().apply(try generator().plan())
        let old = "Features/Recipe/RecipeReducer.swift"
        let new = "Features/Recipe/RecipeViewModel.swift"
        let generated = try #require(try fileSystem.readText(old))
        let code = "        case .onAppear:\n            state = .loading\n            return .none"
        try fileSystem.writeText(
            old,
            generated.replacingOccurrences(of: "        case .onAppear:\n            return .none", with: code)
                + "\nextension RecipeReducer {\n    static let pageSize = 20\n}\n")
        for (suffix, from, to) in [("ViewModel", old, new), ("Reducer", new, old)] {
            try fileSystem.writeText("Specs/Recipe.yaml", Self.screen + "reducerSuffix: \(suffix)\n")
            let plan = try generator().plan()
            #expect(!plan.hasBlockedFiles)
            try generator().apply(plan)
            #expect(try fileSystem.readText(from) == nil, "\(from) is left behind")
            #expect(try fileSystem.readText(BaseStore.path(for: from)) == nil, "\(from)'s base record is left behind")
            let moved = try #require(try fileSystem.readText(to), "\(to) is not written")
            #expect(moved.contains(code), "\(moved)")
            #expect(moved.contains("final class Recipe\(suffix): StateContainer.Reducer"), "\(moved)")
            // Your own code moves with the file as you wrote it (its references to the old name
            // are yours to rename, as after a feature's `was:`).
            #expect(moved.contains("extension RecipeReducer {\n    static let pageSize = 20\n}"), "\(moved)")
            #expect(!moved.contains("<<<<<<<"), "\(moved)")
            let feature = try #require(try fileSystem.readText("Features/Recipe/Recipe.swift"))
            #expect(feature.contains("Recipe\(suffix)") && !feature.contains(suffix == "Reducer" ? "RecipeViewModel" : "RecipeReducer"))
            #expect(try generator().plan().entries.allSatisfy { $0.write == nil }, "a second run writes again")
        }
    }

    /// A new feature is written under its suffix: nothing is taken for moved.
    @Test func aNewFeatureWithASuffixIsWrittenUnderIt() throws {
        let files = try rendered(Self.screen + "reducerSuffix: ViewModel\n")
        let model = try file(files, endingIn: "Recipe/RecipeViewModel.swift")
        #expect(model.contains("final class RecipeViewModel: StateContainer.Reducer"), "\(model)")
        #expect(!files.keys.contains { $0.hasSuffix("RecipeReducer.swift") })
        #expect(diagnostics(Self.screen + "architecture: statecontainer\nreducerSuffix: Viewmodel\n").contains("did you mean 'ViewModel'"))
    }

    @Test(arguments: ["state", "reducer"])
    func anUnknownOptionValueIsAnError(_ value: String) {
        #expect(diagnostics(Self.screen + "architecture: statecontainer\ntypesIn: \(value)\n").isEmpty)
        #expect(diagnostics(Self.screen + "architecture: statecontainer\ninputName: Intent\n").contains("error:"))
    }
}
