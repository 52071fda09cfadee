import ComposableArchitecture

/// What Basket asks of its service, one closure per endpoint; reducers read it with
/// `@Dependency(\.orders)`, tests override it with `withDependencies`.
@DependencyClient
nonisolated struct OrdersClient: Sendable {
    var submit: @Sendable (_ lines: [String]) async throws -> String
    /// Unimplemented, it returns its preview value: @DependencyClient needs a default for a closure that does not throw.
    var pendingCount: @Sendable () -> Int = { 0 }
    var cancel: @Sendable (_ value: String) async -> Void
    var reorder: @Sendable (_ id: String) async throws -> Basket.ViewState.Order
}

// MARK: - Values

nonisolated extension OrdersClient: DependencyKey {
    /// What the app runs with. Every endpoint is unimplemented until you call your service
    /// here: `OrdersClient(submit: { … }, pendingCount: { … }, cancel: { … }, reorder: { … })`, every endpoint given.
    static let liveValue = OrdersClient()

    /// Unimplemented: a test sets the endpoints it expects to be called.
    static let testValue = OrdersClient()

    /// What previews show.
    static let previewValue = OrdersClient(
        submit: { lines in "" },
        pendingCount: { 0 },
        cancel: { value in },
        reorder: { id in .init(id: "", lines: []) }
    )
}

extension DependencyValues {
    nonisolated var orders: OrdersClient {
        get { self[OrdersClient.self] }
        set { self[OrdersClient.self] = newValue }
    }
}
