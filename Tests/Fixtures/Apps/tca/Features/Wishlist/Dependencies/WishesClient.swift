import ComposableArchitecture

/// What Wishlist asks of its service, one closure per endpoint; reducers read it with
/// `@Dependency(\.wishes)`, tests override it with `withDependencies`.
@DependencyClient
nonisolated struct WishesClient: Sendable {
    var save: @Sendable (_ wish: Wishlist.ViewState.Wish) async throws -> Wishlist.ViewState.Wish
}

// MARK: - Values

nonisolated extension WishesClient: DependencyKey {
    /// What the app runs with. Every endpoint is unimplemented until you call your service
    /// here: `WishesClient(save: { … })`, every endpoint given.
    static let liveValue = WishesClient()

    /// Unimplemented: a test sets the endpoints it expects to be called.
    static let testValue = WishesClient()

    /// What previews show.
    static let previewValue = WishesClient(
        save: { wish in wish }
    )
}

extension DependencyValues {
    nonisolated var wishes: WishesClient {
        get { self[WishesClient.self] }
        set { self[WishesClient.self] = newValue }
    }
}
