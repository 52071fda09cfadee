import Foundation

// MARK: - Input

public struct NewsDetailsInput: Sendable {
    public let post: NewsList.ViewState.NewsItem

    public init(
        post: NewsList.ViewState.NewsItem
    ) {
        self.post = post
    }
}

// MARK: - Output

public nonisolated struct NewsDetailsOutput: Sendable {
    public init() {}
}
