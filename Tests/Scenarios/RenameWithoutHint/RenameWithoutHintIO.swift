import Foundation

// MARK: - Input

struct RenameWithoutHintInput: Sendable {
}

// MARK: - Output

nonisolated struct RenameWithoutHintOutput: Sendable {
}
