import Foundation

public nonisolated enum Order: String, CaseIterable, Hashable, Sendable {
    case ascending = "Ascending"
    case descending = "Descending"
}

@MainActor
public final class NumbersListReducer: StateContainer.Reducer {
    public typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    public typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    public nonisolated struct State: Equatable, Sendable {
        public var content: Content
        public var order: Order
        public var pageSize: PageSize

        // MARK: - Subviews

        public var numbersContent: NumbersContent.ViewState {
            .init(
                content: content
            )
        }

        // MARK: - Lifecycle

        public init() {
            self.content = .idle
            self.order = .ascending
            self.pageSize = .small
        }
    }

    // MARK: - Input

    public enum Input: Sendable {
        case onAppear
        case retry
        case selectOrder(Order)
        case onNumbersContentAction(NumbersContent.Action)
    }

    // MARK: - Feedback

    public enum Feedback: Sendable {
        case numbersDownloaded(Result<[Int], any Error>)
    }

    // MARK: - Output

    public enum Output: Sendable {
        case numbersDownloaded
    }

    // MARK: - Dependencies

    /// The services the effects call.
    private let numbers: NumbersClient

    // MARK: - Lifecycle

    public init(numbers: NumbersClient) {
        self.numbers = numbers
    }

    // MARK: - Effects

    /// The ids of the effects that run long, cancelled by id.
    private nonisolated enum CancelID { case fetch }

    // MARK: - Reduce

    public func reduce(message: StateContainer.Message<Input, Feedback>, into state: inout State) -> Effect {
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
    public nonisolated enum Content: Equatable, Sendable {
        case idle
        case loading
        case loaded([Int])
        case error
    }
}

extension NumbersListReducer.State {
    public nonisolated enum PageSize: Int, Hashable, Sendable {
        case small = 20
        case large = 100
    }
}
