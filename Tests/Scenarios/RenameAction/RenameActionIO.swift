import Foundation

// MARK: - Input

struct RenameActionInput: Sendable {
}

// MARK: - Output

nonisolated struct RenameActionOutput: Sendable {
}
