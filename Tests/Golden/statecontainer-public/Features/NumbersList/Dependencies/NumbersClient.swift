import Foundation

/// What NumbersList asks of its service, a method per endpoint: the reducer's effects call it.
/// The app passes a live one to `NumbersListView` or `NumbersList.build`; previews and tests use
/// `PreviewNumbersClient`.
public protocol NumbersClient: Sendable {
    func fetch(order: Order) async throws -> [Int]
}

// MARK: - Preview

/// What previews and the generated tests run with: every endpoint answers at once, with a
/// natural value or the spec's `preview:`.
public struct PreviewNumbersClient: NumbersClient {
    public init() {}

    public func fetch(order: Order) async throws -> [Int] {
        []
    }
}
