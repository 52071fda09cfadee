import Foundation

actor AddRouteViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case close
    }

    // MARK: - Private Properties

    private let router: AddRoute.Router?
    private let state: AddRoute.ViewState
    private let output: AddRoute.Output?

    // MARK: - Lifecycle

    init(
        state: AddRoute.ViewState,
        input: AddRoute.Input?,
        output: AddRoute.Output?,
        router: AddRoute.Router?
    ) {
        self.state = state
        self.output = output
        self.router = router
    }

    // MARK: - Internal Methods

    func handle(_ action: Action) async {
        switch action {
        case .close:
            await close()
        }
    }
}

// MARK: - Private Methods

extension AddRoute.ViewModel {
    private func close() async {
        await router?.close()
    }
}
