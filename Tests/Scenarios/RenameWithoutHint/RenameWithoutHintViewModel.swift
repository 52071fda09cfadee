import Foundation

actor RenameWithoutHintViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case load
        case refresh
    }

    // MARK: - Private Properties

    private let router: RenameWithoutHint.Router?
    private let state: RenameWithoutHint.ViewState
    private let output: RenameWithoutHint.Output?

    // MARK: - Lifecycle

    init(
        state: RenameWithoutHint.ViewState,
        input: RenameWithoutHint.Input?,
        output: RenameWithoutHint.Output?,
        router: RenameWithoutHint.Router?
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

extension RenameWithoutHint.ViewModel {
    private func load() async {
    }

    private func reload() async {
        await load()
    }

    private func refresh() async {
    }
}
