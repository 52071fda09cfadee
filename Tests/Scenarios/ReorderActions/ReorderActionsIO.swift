import Foundation

// MARK: - Input

struct ReorderActionsInput: Sendable {
}

// MARK: - Output

/// What the feature tells its parent.

nonisolated struct ReorderActionsOutput: Sendable {
}
