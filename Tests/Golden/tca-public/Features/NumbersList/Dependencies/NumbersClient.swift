import ComposableArchitecture

/// What NumbersList asks of its service, one closure per endpoint; reducers read it with
/// `@Dependency(\.numbers)`, tests override it with `withDependencies`.
@DependencyClient
public nonisolated struct NumbersClient: Sendable {
    public var fetch: @Sendable (_ order: Order) async throws -> [Int]
}

// MARK: - Values

nonisolated extension NumbersClient: DependencyKey {
    /// What the app runs with. Every endpoint is unimplemented until you call your service
    /// here: `NumbersClient(fetch: { … })`, every endpoint given.
    public static let liveValue = NumbersClient()

    /// Unimplemented: a test sets the endpoints it expects to be called.
    public static let testValue = NumbersClient()

    /// What previews show.
    public static let previewValue = NumbersClient(
        fetch: { order in [] }
    )
}

extension DependencyValues {
    public nonisolated var numbers: NumbersClient {
        get { self[NumbersClient.self] }
        set { self[NumbersClient.self] = newValue }
    }
}
