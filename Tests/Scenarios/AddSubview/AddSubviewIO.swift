import Foundation

// MARK: - Input

struct AddSubviewInput: Sendable {
}

// MARK: - Output

nonisolated struct AddSubviewOutput: Sendable {
}
