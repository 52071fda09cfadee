import Foundation

// MARK: - Input

struct AddActionInput: Sendable {
}

// MARK: - Output

struct AddActionOutput: Sendable {
}
