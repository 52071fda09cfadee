import Foundation

actor ReorderRoutesViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case load
    }

    // MARK: - Private Properties

    private let router: ReorderRoutes.Router?
    private let state: ReorderRoutes.ViewState
    private let output: ReorderRoutes.Output?

    // MARK: - Lifecycle

    init(
        state: ReorderRoutes.ViewState,
        input: ReorderRoutes.Input?,
        output: ReorderRoutes.Output?,
        router: ReorderRoutes.Router?
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

extension ReorderRoutes.ViewModel {
    private func load() async {
    }
}
