import ComposableArchitecture

/// What GiftDetail asks of its service, one closure per endpoint; reducers read it with
/// `@Dependency(\.openShop)`, tests override it with `withDependencies`.
@DependencyClient
nonisolated struct OpenShopClient: Sendable {
    var open: @Sendable () async -> Void
}

// MARK: - Values

nonisolated extension OpenShopClient: DependencyKey {
    /// What the app runs with. Every endpoint is unimplemented until you call your service
    /// here: `OpenShopClient(open: { … })`, every endpoint given.
    static let liveValue = OpenShopClient()

    /// Unimplemented: a test sets the endpoints it expects to be called.
    static let testValue = OpenShopClient()

    /// What previews show.
    static let previewValue = OpenShopClient(
        open: { }
    )
}

extension DependencyValues {
    nonisolated var openShop: OpenShopClient {
        get { self[OpenShopClient.self] }
        set { self[OpenShopClient.self] = newValue }
    }
}
