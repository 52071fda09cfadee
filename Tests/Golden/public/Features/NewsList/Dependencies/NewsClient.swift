import Foundation

/// What NewsList asks of its service, a method per endpoint: the view model's handlers call
/// it. The app passes a live one to `NewsList.build`; previews and tests use
/// `PreviewNewsClient`.
public protocol NewsClient: Sendable {
    func fetchPage(page: Int) async throws -> [NewsList.ViewState.NewsItem]
    func markAsRead(id: Int) async
}

// MARK: - Preview

/// What previews and the generated tests run with: every endpoint answers at once, with a
/// natural value or the spec's `preview:`.
public struct PreviewNewsClient: NewsClient {
    public init() {}

    public func fetchPage(page: Int) async throws -> [NewsList.ViewState.NewsItem] {
        []
    }

    public func markAsRead(id: Int) async {}
}
