import Foundation

actor PreImplementedViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case load
        case refresh
    }

    // MARK: - Private Properties

    private let router: PreImplemented.Router?
    private let state: PreImplemented.ViewState
    private let output: PreImplemented.Output?

    // MARK: - Lifecycle

    init(
        state: PreImplemented.ViewState,
        input: PreImplemented.Input?,
        output: PreImplemented.Output?,
        router: PreImplemented.Router?
    ) {
        self.state = state
        self.output = output
        self.router = router
    }

    private func refresh() async {
        await state.update { $0.count = 0 }
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

extension PreImplemented.ViewModel {
    private func load() async {
    }
}
