import Foundation

// MARK: - Input

struct MinimalInput: Sendable {
}

// MARK: - Output

struct MinimalOutput: Sendable {
}
