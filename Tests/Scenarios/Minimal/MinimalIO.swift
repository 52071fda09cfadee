import Foundation

// MARK: - Input

struct MinimalInput: Sendable {
}

// MARK: - Output

nonisolated struct MinimalOutput: Sendable {
}
