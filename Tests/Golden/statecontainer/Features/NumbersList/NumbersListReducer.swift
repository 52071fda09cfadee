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
        case didFinishFetching([Int])
        case didFailFetching
        case retry
        case selectOrder(Order)
        case onNumbersContentAction(NumbersContent.Action)
    }

    // MARK: - Output

    enum Output: Sendable {
        case numbersDownloaded
    }

    // MARK: - Lifecycle

    init() {}

    // MARK: - Reduce

    func reduce(message: StateContainer.Message<Input, Feedback>, into state: inout State) -> Effect {
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
