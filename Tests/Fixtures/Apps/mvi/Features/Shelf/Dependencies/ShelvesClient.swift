import Foundation

/// What Shelf asks of its service, a method per endpoint: the intent's handlers call it.
/// The app passes a live one to `Shelf.root` or `Shelf.build`; previews and tests use
/// `PreviewShelvesClient`.
protocol ShelvesClient: Sendable {
    func fetchTitles() async throws -> [String]
}

// MARK: - Preview

/// What previews and the generated tests run with: every endpoint answers at once, with a
/// natural value or the spec's `preview:`.
struct PreviewShelvesClient: ShelvesClient {
    func fetchTitles() async throws -> [String] {
        []
    }
}
