import Foundation

actor RenameActionViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case load
        case refresh
    }

    // MARK: - Private Properties

    private let router: RenameAction.Router?
    private let state: RenameAction.ViewState
    private let output: RenameAction.Output?

    // MARK: - Lifecycle

    init(
        state: RenameAction.ViewState,
        input: RenameAction.Input?,
        output: RenameAction.Output?,
        router: RenameAction.Router?
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

extension RenameAction.ViewModel {
    private func load() async {
    }

    private func refresh() async {
        await load()
    }
}
