import Foundation
import UIKit

@MainActor
public final class DescriptionImageReducer: StateContainer.Reducer {
    public typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    public typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    public nonisolated struct State: Equatable, Sendable {
        public var image: UIImage?
        public var description: String

        // MARK: - Lifecycle

        public init(image: UIImage) {
            self.image = image
            self.description = ""
        }
    }

    // MARK: - Input

    public enum Input: Sendable {
        case onAppear
        case dismiss
    }

    // MARK: - Output

    public enum Output: Sendable {
        case dismiss
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
        case .dismiss:
            return .output(.dismiss)
        }
    }
}
