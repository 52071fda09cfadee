import ComposableArchitecture

/// What NewsList asks of its service, one closure per endpoint; reducers read it with
/// `@Dependency(\.news)`, tests override it with `withDependencies`.
@DependencyClient
public nonisolated struct NewsClient: Sendable {
    public var fetchPage: @Sendable (_ page: Int) async throws -> [NewsList.ViewState.NewsItem]
    public var markAsRead: @Sendable (_ id: Int) async -> Void
}

// MARK: - Values

nonisolated extension NewsClient: DependencyKey {
    /// What the app runs with. Every endpoint is unimplemented until you call your service
    /// here: `NewsClient(fetchPage: { … }, markAsRead: { … })`, every endpoint given.
    public static let liveValue = NewsClient()

    /// Unimplemented: a test sets the endpoints it expects to be called.
    public static let testValue = NewsClient()

    /// What previews show.
    public static let previewValue = NewsClient(
        fetchPage: { page in [] },
        markAsRead: { id in }
    )
}

extension DependencyValues {
    public nonisolated var news: NewsClient {
        get { self[NewsClient.self] }
        set { self[NewsClient.self] = newValue }
    }
}
