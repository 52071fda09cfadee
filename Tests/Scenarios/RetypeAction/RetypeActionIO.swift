import Foundation

// MARK: - Input

struct RetypeActionInput: Sendable {
}

// MARK: - Output

nonisolated struct RetypeActionOutput: Sendable {
}
