import Foundation

// MARK: - Input

struct NewsListInput: Sendable {
}

// MARK: - Output

nonisolated struct NewsListOutput: Sendable {
}
