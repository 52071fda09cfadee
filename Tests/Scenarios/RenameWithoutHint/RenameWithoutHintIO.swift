import Foundation

// MARK: - Input

struct RenameWithoutHintInput: Sendable {
}

// MARK: - Output

struct RenameWithoutHintOutput: Sendable {
}
