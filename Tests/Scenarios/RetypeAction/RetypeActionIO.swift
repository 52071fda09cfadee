import Foundation

// MARK: - Input

struct RetypeActionInput: Sendable {
}

// MARK: - Output

struct RetypeActionOutput: Sendable {
}
