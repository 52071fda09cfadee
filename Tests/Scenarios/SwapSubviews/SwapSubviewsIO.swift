import Foundation

// MARK: - Input

struct SwapSubviewsInput: Sendable {
}

// MARK: - Output

/// What the feature tells its parent.

nonisolated struct SwapSubviewsOutput: Sendable {
}
