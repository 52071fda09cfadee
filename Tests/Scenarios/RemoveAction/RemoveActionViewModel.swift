import Foundation

actor RemoveActionViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case load
    }

    // MARK: - Private Properties

    private let router: RemoveAction.Router?
    private let state: RemoveAction.ViewState
    private let output: RemoveAction.Output?

    // MARK: - Lifecycle

    init(
        state: RemoveAction.ViewState,
        input: RemoveAction.Input?,
        output: RemoveAction.Output?,
        router: RemoveAction.Router?
    ) {
        self.state = state
        self.output = output
        self.router = router
    }

    // MARK: - Internal Methods

    func handle(_ action: Action) async {
        switch action {
        case .load:
            await load()
        }
    }
}

// MARK: - Private Methods

extension RemoveAction.ViewModel {
    private func load() async {
        await state.update { $0.count = 1 }
    }

    private func refresh() async {
        await state.update { $0.count += 1 }
    }
}
