import Foundation

actor AccessSwitchViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case load
    }

    // MARK: - Private Properties

    private let router: AccessSwitch.Router?
    private let state: AccessSwitch.ViewState
    private let output: AccessSwitch.Output?

    // MARK: - Lifecycle

    init(
        state: AccessSwitch.ViewState,
        input: AccessSwitch.Input?,
        output: AccessSwitch.Output?,
        router: AccessSwitch.Router?
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

extension AccessSwitch.ViewModel {
    private func load() async {
        await state.update { print($0.title) }
    }
}
