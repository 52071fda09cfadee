import Foundation

// MARK: - Input

struct RemoveActionInput: Sendable {
}

// MARK: - Output

struct RemoveActionOutput: Sendable {
}
