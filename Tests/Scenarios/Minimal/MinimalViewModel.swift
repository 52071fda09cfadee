import Foundation

actor MinimalViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
    }

    // MARK: - Private Properties

    private let router: Minimal.Router?
    private let state: Minimal.ViewState
    private let output: Minimal.Output?

    // MARK: - Lifecycle

    init(
        state: Minimal.ViewState,
        input: Minimal.Input?,
        output: Minimal.Output?,
        router: Minimal.Router?
    ) {
        self.state = state
        self.output = output
        self.router = router
    }

    // MARK: - Internal Methods

    func handle(_ action: Action) async {}
}
