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
        case didFinishFetching([Int])
        case didFailFetching
        case retry
        case selectOrder(Order)
        case onNumbersContentAction(NumbersContent.Action)
    }

    // MARK: - Output

    public enum Output: Sendable {
        case numbersDownloaded
    }

    // MARK: - Lifecycle

    public init() {}

    // MARK: - Reduce

    public func reduce(message: StateContainer.Message<Input, Feedback>, into state: inout State) -> Effect {
        switch message {
        case let .input(input):
            return reduce(input: input, into: &state)
        }
    }

    private func reduce(input: Input, into state: inout State) -> Effect {
        switch input {
        case .onAppear:
            return .none
        case .didFinishFetching:
            return .none
        case .didFailFetching:
            return .none
        case .retry:
            return .none
        case .selectOrder:
            return .none
        case .onNumbersContentAction:
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
