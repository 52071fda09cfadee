import Foundation

nonisolated enum Order: String, CaseIterable, Hashable, Sendable {
    case ascending = "Ascending"
    case descending = "Descending"
}

@MainActor
final class NumbersListReducer: StateContainer.Reducer {
    typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    nonisolated struct State: Equatable, Sendable {
        var content: Content
        var order: Order
        var pageSize: PageSize

        // MARK: - Subviews

        var numbersContent: NumbersContent.ViewState {
            .init(
                content: content
            )
        }

        // MARK: - Lifecycle

        init() {
            self.content = .idle
            self.order = .ascending
            self.pageSize = .small
        }
    }

    // MARK: - Input

    enum Input: Sendable {
        case onAppear
        case retry
        case selectOrder(Order)
        case onNumbersContentAction(NumbersContent.Action)
    }

    // MARK: - Feedback

    enum Feedback: Sendable {
        case numbersDownloaded(Result<[Int], any Error>)
    }

    // MARK: - Output

    enum Output: Sendable {
        case numbersDownloaded
    }

    // MARK: - Dependencies

    /// The services the effects call.
    private let numbers: NumbersClient

    // MARK: - Lifecycle

    init(numbers: NumbersClient) {
        self.numbers = numbers
    }

    // MARK: - Effects

    /// The ids of the effects that run long, cancelled by id.
    private nonisolated enum CancelID { case fetch }

    // MARK: - Reduce

    func reduce(message: StateContainer.Message<Input, Feedback>, into state: inout State) -> Effect {
        switch message {
        case let .input(input):
            return reduce(input: input, into: &state)
        case let .feedback(feedback):
            return reduce(feedback: feedback, into: &state)
        }
    }

    private func reduce(input: Input, into state: inout State) -> Effect {
        switch input {
        case .onAppear:
            return .run { [numbers, order = state.order] send in
                do {
                    let value = try await numbers.fetch(order: order)
                    await send(.numbersDownloaded(.success(value)))
                } catch {
                    await send(.numbersDownloaded(.failure(error)))
                }
            }
            .cancellable(id: CancelID.fetch, cancelInFlight: true)
        case .retry:
            return .none
        case .selectOrder:
            return .none
        case .onNumbersContentAction:
            return .none
        }
    }

    private func reduce(feedback: Feedback, into state: inout State) -> Effect {
        switch feedback {
        case .numbersDownloaded(.success):
            return .output(.numbersDownloaded)
        case .numbersDownloaded(.failure):
            return .none
        }
    }
}

// MARK: - Nested Types

extension NumbersListReducer.State {
    nonisolated enum Content: Equatable, Sendable {
        case idle
        case loading
        case loaded([Int])
        case error
    }
}

extension NumbersListReducer.State {
    nonisolated enum PageSize: Int, Hashable, Sendable {
        case small = 20
        case large = 100
    }
}
