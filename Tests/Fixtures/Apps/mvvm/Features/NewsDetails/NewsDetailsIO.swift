import Foundation

// MARK: - Input

struct NewsDetailsInput: Sendable {
    let post: NewsList.ViewState.NewsItem
}

// MARK: - Output

nonisolated struct NewsDetailsOutput: Sendable {
}
