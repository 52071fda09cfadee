import Foundation

actor StaleBaseViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case load
        case refresh
        case close
    }

    // MARK: - Private Properties

    private let router: StaleBase.Router?
    private let state: StaleBase.ViewState
    private let output: StaleBase.Output?

    // MARK: - Lifecycle

    init(
        state: StaleBase.ViewState,
        input: StaleBase.Input?,
        output: StaleBase.Output?,
        router: StaleBase.Router?
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
        case .close:
            await close()
        }
    }
}

// MARK: - Private Methods

extension StaleBase.ViewModel {
    private func load() async {
    }

    private func refresh() async {
        await state.update { $0.count = 0 }
    }

    private func close() async {
    }
}
