import Foundation

// MARK: - Input

struct DeletedBaseInput: Sendable {
}

// MARK: - Output

/// What the feature tells its parent.

nonisolated struct DeletedBaseOutput: Sendable {
}
