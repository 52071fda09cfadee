import Foundation

// MARK: - Input

struct RemoveActionInput: Sendable {
}

// MARK: - Output

nonisolated struct RemoveActionOutput: Sendable {
}
