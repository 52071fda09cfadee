import Foundation

actor AddFieldViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case load
    }

    // MARK: - Private Properties

    private let router: AddField.Router?
    private let state: AddField.ViewState
    private let output: AddField.Output?

    // MARK: - Lifecycle

    init(
        state: AddField.ViewState,
        input: AddField.Input?,
        output: AddField.Output?,
        router: AddField.Router?
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

extension AddField.ViewModel {
    private func load() async {
    }
}
