import Foundation

// MARK: - Input

struct BodyModifierInput: Sendable {
}

// MARK: - Output

/// What the feature tells its parent.

struct BodyModifierOutput: Sendable {
}
