import Foundation

actor RetypeActionViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case select(Double)
    }

    // MARK: - Private Properties

    private let router: RetypeAction.Router?
    private let state: RetypeAction.ViewState
    private let output: RetypeAction.Output?

    // MARK: - Lifecycle

    init(
        state: RetypeAction.ViewState,
        input: RetypeAction.Input?,
        output: RetypeAction.Output?,
        router: RetypeAction.Router?
    ) {
        self.state = state
        self.output = output
        self.router = router
    }

    // MARK: - Internal Methods

    func handle(_ action: Action) async {
        switch action {
        case let .select(value):
            await select(value)
        }
    }
}

// MARK: - Private Methods

extension RetypeAction.ViewModel {
    private func select(_ value: Double) async {
        let title = "\(value)"
        await state.update { $0.title = title }
    }
}
