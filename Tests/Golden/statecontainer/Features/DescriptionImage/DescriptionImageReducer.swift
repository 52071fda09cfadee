import Foundation
import UIKit

@MainActor
final class DescriptionImageReducer: StateContainer.Reducer {
    typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    nonisolated struct State: Equatable, Sendable {
        var image: UIImage?
        var description: String

        // MARK: - Lifecycle

        init(image: UIImage) {
            self.image = image
            self.description = ""
        }
    }

    // MARK: - Input

    enum Input: Sendable {
        case onAppear
        case dismiss
    }

    // MARK: - Output

    enum Output: Sendable {
        case dismiss
    }

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
        case .dismiss:
            return .output(.dismiss)
        }
    }
}
