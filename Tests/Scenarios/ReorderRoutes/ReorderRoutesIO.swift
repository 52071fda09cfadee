import Foundation

// MARK: - Input

struct ReorderRoutesInput: Sendable {
}

// MARK: - Output

/// What the feature tells its parent.

nonisolated struct ReorderRoutesOutput: Sendable {
}
