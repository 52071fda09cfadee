import Foundation

actor ScorecardViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case onAppear
        case onDisappear
        case score(Int)
        case finish
    }

    // MARK: - Private Properties

    private let router: Scorecard.Router?
    private let state: Scorecard.ViewState
    private let output: Scorecard.Output?

    // MARK: - Lifecycle

    init(
        state: Scorecard.ViewState,
        input: Scorecard.Input?,
        output: Scorecard.Output?,
        router: Scorecard.Router?
    ) {
        self.state = state
        self.output = output
        self.router = router
    }

    // MARK: - Internal Methods

    func handle(_ action: Action) async {
        switch action {
        case .onAppear:
            await onAppear()
        case .onDisappear:
            await onDisappear()
        case let .score(value):
            await score(value)
        case .finish:
            await finish()
        }
    }
}

// MARK: - Private Methods

extension Scorecard.ViewModel {
    private func onAppear() async {
    }

    private func onDisappear() async {
    }

    private func score(_ value: Int) async {
    }

    private func finish() async {
    }
}
