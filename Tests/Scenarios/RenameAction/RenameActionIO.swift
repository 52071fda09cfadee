import Foundation

// MARK: - Input

struct RenameActionInput: Sendable {
}

// MARK: - Output

struct RenameActionOutput: Sendable {
}
