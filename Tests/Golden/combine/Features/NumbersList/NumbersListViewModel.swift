import Foundation

actor NumbersListViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case onAppear
        case didFinishFetching([Int])
        case didFailFetching
        case retry
        case selectOrder(Order)
        case onNumbersContentAction(NumbersContent.Action)
    }

    // MARK: - Private Properties

    private let router: NumbersList.Router?
    private let state: NumbersList.ViewState
    private let output: NumbersList.Output?

    // MARK: - Lifecycle

    init(
        state: NumbersList.ViewState,
        input: NumbersList.Input?,
        output: NumbersList.Output?,
        router: NumbersList.Router?
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
        case let .didFinishFetching(value):
            await didFinishFetching(value)
        case .didFailFetching:
            await didFailFetching()
        case .retry:
            await retry()
        case let .selectOrder(value):
            await selectOrder(value)
        case let .onNumbersContentAction(action):
            await handleNumbersContent(action: action)
        }
    }
}

// MARK: - Private Methods

extension NumbersList.ViewModel {
    private func onAppear() async {
    }

    private func didFinishFetching(_ value: [Int]) async {
    }

    private func didFailFetching() async {
    }

    private func retry() async {
    }

    private func selectOrder(_ value: Order) async {
    }
}

// MARK: - Subview Actions

extension NumbersList.ViewModel {
    private func handleNumbersContent(action: NumbersContent.Action) async {
        switch action {
        case .onTapRetry:
            break
        }
    }
}
