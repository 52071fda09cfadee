import Foundation

actor ScoreboardViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case viewDidLoad
        case addPoints(Int)
        case dismiss
    }

    // MARK: - Private Properties

    private let router: Scoreboard.Router?
    private let state: Scoreboard.ViewState
    private let output: Scoreboard.Output?

    // MARK: - Lifecycle

    init(
        state: Scoreboard.ViewState,
        input: Scoreboard.Input?,
        output: Scoreboard.Output?,
        router: Scoreboard.Router?
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
        case let .addPoints(value):
            await addPoints(value)
        case .dismiss:
            await dismiss()
        }
    }
}

// MARK: - Private Methods

extension Scoreboard.ViewModel {
    private func viewDidLoad() async {
    }

    private func addPoints(_ value: Int) async {
        await state.update { $0.score += value }
    }

    private func dismiss() async {
        await router?.dismiss()
    }
}
