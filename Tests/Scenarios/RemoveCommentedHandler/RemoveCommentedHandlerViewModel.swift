import Foundation

actor RemoveCommentedHandlerViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case load
    }

    // MARK: - Private Properties

    private let router: RemoveCommentedHandler.Router?
    private let state: RemoveCommentedHandler.ViewState
    private let output: RemoveCommentedHandler.Output?

    // MARK: - Lifecycle

    init(
        state: RemoveCommentedHandler.ViewState,
        input: RemoveCommentedHandler.Input?,
        output: RemoveCommentedHandler.Output?,
        router: RemoveCommentedHandler.Router?
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

extension RemoveCommentedHandler.ViewModel {
    private func load() async {
        print("load")
    }
    // Saving is automatic for now.
}
