import Foundation

// MARK: - Input

struct AddFieldInput: Sendable {
}

// MARK: - Output

struct AddFieldOutput: Sendable {
}
