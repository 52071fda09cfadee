import Foundation

// MARK: - Input

struct ObservationSwitchInput: Sendable {
}

// MARK: - Output

/// What the feature tells its parent.

nonisolated struct ObservationSwitchOutput: Sendable {
}
