import Foundation

// MARK: - Input

struct StaleBaseInput: Sendable {
}

// MARK: - Output

/// What the feature tells its parent.

nonisolated struct StaleBaseOutput: Sendable {
}
