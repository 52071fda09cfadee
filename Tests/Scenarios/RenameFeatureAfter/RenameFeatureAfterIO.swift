import Foundation

// MARK: - Input

struct RenameFeatureAfterInput: Sendable {
}

// MARK: - Output

/// What the feature tells its parent.

nonisolated struct RenameFeatureAfterOutput: Sendable {
}
