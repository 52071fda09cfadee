import Foundation

// MARK: - Input

struct RemoveCommentedHandlerInput: Sendable {
}

// MARK: - Output

/// What the feature tells its parent.

nonisolated struct RemoveCommentedHandlerOutput: Sendable {
}
