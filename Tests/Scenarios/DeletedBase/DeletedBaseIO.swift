import Foundation

// MARK: - Input

struct DeletedBaseInput: Sendable {
}

// MARK: - Output

/// What the feature tells its parent.

struct DeletedBaseOutput: Sendable {
}
