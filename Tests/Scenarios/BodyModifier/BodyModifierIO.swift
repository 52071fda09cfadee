import Foundation

// MARK: - Input

struct BodyModifierInput: Sendable {
}

// MARK: - Output

/// What the feature tells its parent.

nonisolated struct BodyModifierOutput: Sendable {
}
