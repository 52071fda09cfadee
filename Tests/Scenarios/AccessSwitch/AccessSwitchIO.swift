import Foundation

// MARK: - Input

struct AccessSwitchInput: Sendable {
    /// Shown in the navigation bar.
    let title: String
}

// MARK: - Output

nonisolated struct AccessSwitchOutput: Sendable {
}
