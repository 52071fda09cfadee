import Foundation

@MainActor
final class NumbersReducer: StateContainer.Reducer {
    typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    struct State: Equatable, Sendable {
        var values: [Int]

        // MARK: - Lifecycle

        init() {
            self.values = []
        }
    }

    // MARK: - Input

    enum Input: Sendable {
        case openGallery(albumId: String)
    }

    // MARK: - Feedback

    enum Feedback: Sendable {
        case loaded([Int])
    }

    // MARK: - Output

    enum Output: Sendable {
        case didFinish(count: Int)
        case openGallery(albumId: String)
    }

    // MARK: - Lifecycle

    init() {}

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
        case let .openGallery(albumId):
            return .output(.openGallery(albumId: albumId))
        }
    }

    private func reduce(feedback: Feedback, into state: inout State) -> Effect {
        switch feedback {
        case .loaded:
            return .none
        }
    }
}
