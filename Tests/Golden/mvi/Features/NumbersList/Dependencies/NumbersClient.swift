import Foundation

/// What NumbersList asks of its service, a method per endpoint: the intent's handlers call it.
/// The app passes a live one to `NumbersList.root` or `NumbersList.build`; previews and tests use
/// `PreviewNumbersClient`.
protocol NumbersClient: Sendable {
    func fetch(order: Order) async throws -> [Int]
}

// MARK: - Preview

/// What previews and the generated tests run with: every endpoint answers at once, with a
/// natural value or the spec's `preview:`.
struct PreviewNumbersClient: NumbersClient {
    func fetch(order: Order) async throws -> [Int] {
        []
    }
}
