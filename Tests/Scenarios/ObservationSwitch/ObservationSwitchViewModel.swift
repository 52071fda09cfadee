import Foundation

actor ObservationSwitchViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case load
    }

    // MARK: - Private Properties

    private let router: ObservationSwitch.Router?
    private let state: ObservationSwitch.ViewState
    private let output: ObservationSwitch.Output?

    // MARK: - Lifecycle

    init(
        state: ObservationSwitch.ViewState,
        input: ObservationSwitch.Input?,
        output: ObservationSwitch.Output?,
        router: ObservationSwitch.Router?
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

extension ObservationSwitch.ViewModel {
    private func load() async {
        print("load")
    }
}
