import Foundation

actor UserAndSpecAddCaseViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case load
        case ping
        case refresh
    }

    // MARK: - Private Properties

    private let router: UserAndSpecAddCase.Router?
    private let state: UserAndSpecAddCase.ViewState
    private let output: UserAndSpecAddCase.Output?

    // MARK: - Lifecycle

    init(
        state: UserAndSpecAddCase.ViewState,
        input: UserAndSpecAddCase.Input?,
        output: UserAndSpecAddCase.Output?,
        router: UserAndSpecAddCase.Router?
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
        case .ping:
            await ping()
        case .refresh:
            await refresh()
        }
    }
}

// MARK: - Private Methods

extension UserAndSpecAddCase.ViewModel {
    private func load() async {
    }

    private func ping() async {
        await state.update { $0.count += 1 }
    }

    private func refresh() async {
    }
}
