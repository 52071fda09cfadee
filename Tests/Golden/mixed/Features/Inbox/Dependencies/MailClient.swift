import Foundation

/// What Inbox asks of its service, a method per endpoint: the reducer's effects call it.
/// The app passes a live one to `InboxView` or `Inbox.build`; previews and tests use
/// `PreviewMailClient`.
protocol MailClient: Sendable {
    func unreadCount() async -> Int
    func archive(subject: String) async throws
}

// MARK: - Preview

/// What previews and the generated tests run with: every endpoint answers at once, with a
/// natural value or the spec's `preview:`.
struct PreviewMailClient: MailClient {
    func unreadCount() async -> Int {
        0
    }

    func archive(subject: String) async throws {}
}
