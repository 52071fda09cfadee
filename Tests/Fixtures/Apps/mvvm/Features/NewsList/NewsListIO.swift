import Foundation

// MARK: - Input

struct NewsListInput: Sendable {
}

// MARK: - Output

struct NewsListOutput: Sendable {
}
