import Foundation

// MARK: - Input

struct AddOneDropAnotherInput: Sendable {
}

// MARK: - Output

/// What the feature tells its parent.

nonisolated struct AddOneDropAnotherOutput: Sendable {
}
