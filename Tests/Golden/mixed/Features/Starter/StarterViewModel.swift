import Foundation

actor StarterViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case viewDidLoad
        case dismiss
        case onStarterHeaderAction(StarterHeader.Action)
    }

    // MARK: - Private Properties

    private let router: Starter.Router?
    private let state: Starter.ViewState
    private let output: Starter.Output?

    // MARK: - Lifecycle

    init(
        state: Starter.ViewState,
        input: Starter.Input?,
        output: Starter.Output?,
        router: Starter.Router?
    ) {
        self.state = state
        self.output = output
        self.router = router
    }

    // MARK: - Internal Methods

    func handle(_ action: Action) async {
        switch action {
        case .viewDidLoad:
            await viewDidLoad()
        case .dismiss:
            await dismiss()
        case let .onStarterHeaderAction(action):
            await handleStarterHeader(action: action)
        }
    }
}

// MARK: - Private Methods

extension Starter.ViewModel {
    private func viewDidLoad() async {
    }

    private func dismiss() async {
        await router?.dismiss()
    }
}

// MARK: - Subview Actions

extension Starter.ViewModel {
    private func handleStarterHeader(action: StarterHeader.Action) async {
        switch action {
        case .onTapBackButton:
            break
        }
    }
}
