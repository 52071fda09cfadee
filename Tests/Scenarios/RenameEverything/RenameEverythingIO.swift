import Foundation

// MARK: - Input

struct RenameEverythingInput: Sendable {
}

// MARK: - Output

/// What the feature tells its parent.

nonisolated struct RenameEverythingOutput: Sendable {
}
