import Foundation

// MARK: - Input

struct PreImplementedInput: Sendable {
}

// MARK: - Output

/// What the feature tells its parent.

nonisolated struct PreImplementedOutput: Sendable {
}
