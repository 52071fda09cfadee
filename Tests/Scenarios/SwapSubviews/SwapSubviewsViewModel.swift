import Foundation

actor SwapSubviewsViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case onSwapSecondAction(SwapSecond.Action)
        case onSwapThirdAction(SwapThird.Action)
    }

    // MARK: - Private Properties

    private let router: SwapSubviews.Router?
    private let state: SwapSubviews.ViewState
    private let output: SwapSubviews.Output?

    // MARK: - Lifecycle

    init(
        state: SwapSubviews.ViewState,
        input: SwapSubviews.Input?,
        output: SwapSubviews.Output?,
        router: SwapSubviews.Router?
    ) {
        self.state = state
        self.output = output
        self.router = router
    }

    // MARK: - Internal Methods

    func handle(_ action: Action) async {
        switch action {
        case let .onSwapSecondAction(action):
            await handleSwapSecond(action: action)
        case let .onSwapThirdAction(action):
            await handleSwapThird(action: action)
        }
    }
}

// MARK: - Subview Actions

extension SwapSubviews.ViewModel {
    private func handleSwapSecond(action: SwapSecond.Action) async {
        switch action {
        case .onTapClose:
            await state.update { $0.title = "closed" }
        case .onTapShare:
            break
        case .onTapOpen:
            print("open")
        }
    }

    private func handleSwapThird(action: SwapThird.Action) async {
        switch action {
        case .onTapThird:
            break
        }
    }
}
