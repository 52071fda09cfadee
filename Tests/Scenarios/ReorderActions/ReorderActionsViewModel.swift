import Foundation

actor ReorderActionsViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case save
        case load
    }

    // MARK: - Private Properties

    private let router: ReorderActions.Router?
    private let state: ReorderActions.ViewState
    private let output: ReorderActions.Output?

    // MARK: - Lifecycle

    init(
        state: ReorderActions.ViewState,
        input: ReorderActions.Input?,
        output: ReorderActions.Output?,
        router: ReorderActions.Router?
    ) {
        self.state = state
        self.output = output
        self.router = router
    }

    // MARK: - Internal Methods

    func handle(_ action: Action) async {
        switch action {
        case .save:
            await save()
        case .load:
            await load()
        }
    }
}

// MARK: - Private Methods

extension ReorderActions.ViewModel {
    private func save() async {
        await state.update { $0.count += 1 }
    }

    private func load() async {
        print("LOAD")
    }
}
