import Foundation

// MARK: - Input

struct AccessSwitchInput: Sendable {
    /// Shown in the navigation bar.
    let title: String
}

// MARK: - Output

struct AccessSwitchOutput: Sendable {
}
