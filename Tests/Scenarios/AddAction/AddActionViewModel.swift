import Foundation

actor AddActionViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case load
        case refresh
    }

    // MARK: - Private Properties

    private let router: AddAction.Router?
    private let state: AddAction.ViewState
    private let output: AddAction.Output?

    // MARK: - Lifecycle

    init(
        state: AddAction.ViewState,
        input: AddAction.Input?,
        output: AddAction.Output?,
        router: AddAction.Router?
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
        case .refresh:
            await refresh()
        }
    }
}

// MARK: - Private Methods

extension AddAction.ViewModel {
    private func load() async {
        await state.update { $0.count = 1 }
    }

    private func refresh() async {
    }
}
