import Foundation

actor NumbersListViewModel: ModuleViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case onAppear
        case retry
        case selectOrder(Order)
        case numbersDownloaded(Result<[Int], any Error>)
        case onNumbersContentAction(NumbersContent.Action)
    }

    // MARK: - Private Properties

    private let router: NumbersList.Router?
    private let state: NumbersList.ViewState
    private let output: NumbersList.Output?
    /// The services the handlers call.
    private let numbers: NumbersClient
    /// The calls in flight, cancelled when the screen goes away; a test awaits one's value.
    private(set) var fetchTask: Task<Void, Never>?

    // MARK: - Lifecycle

    init(
        state: NumbersList.ViewState,
        input: NumbersList.Input?,
        output: NumbersList.Output?,
        router: NumbersList.Router?,
        numbers: NumbersClient
    ) {
        self.state = state
        self.output = output
        self.router = router
        self.numbers = numbers
    }

    deinit {
        fetchTask?.cancel()
    }

    // MARK: - Internal Methods

    func handle(_ action: Action) async {
        switch action {
        case .onAppear:
            await onAppear()
        case .retry:
            await retry()
        case let .selectOrder(value):
            await selectOrder(value)
        case let .numbersDownloaded(value):
            await numbersDownloaded(value)
        case let .onNumbersContentAction(action):
            await handleNumbersContent(action: action)
        }
    }
}

// MARK: - Private Methods

extension NumbersList.ViewModel {
    private func onAppear() async {
        fetchTask?.cancel()
        // The task starts before any await, so an action after this one cancels this call.
        fetchTask = Task { [weak self, state, numbers] in
            let order = await state.order
            do {
                let value = try await numbers.fetch(order: order)
                guard !Task.isCancelled else { return }
                await self?.handle(.numbersDownloaded(.success(value)))
            } catch {
                // A call cancelled by a newer one, or as the view model goes away, reports nothing.
                guard !Task.isCancelled else { return }
                await self?.handle(.numbersDownloaded(.failure(error)))
            }
        }
    }

    private func retry() async {
    }

    private func selectOrder(_ value: Order) async {
    }

    private func numbersDownloaded(_ value: Result<[Int], any Error>) async {
        switch value {
        case .success:
            output?.numbersDownloaded()
        case .failure:
            break
        }
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
