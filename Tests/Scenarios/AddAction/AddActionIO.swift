import Foundation

// MARK: - Input

struct AddActionInput: Sendable {
}

// MARK: - Output

nonisolated struct AddActionOutput: Sendable {
}
