import Foundation

// MARK: - Input

struct AddFieldInput: Sendable {
}

// MARK: - Output

nonisolated struct AddFieldOutput: Sendable {
}
