import Foundation

// MARK: - Input

struct AddSubviewInput: Sendable {
}

// MARK: - Output

struct AddSubviewOutput: Sendable {
}
