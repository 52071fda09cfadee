import Foundation

/// What the effect run tests' clients throw: a failure with a text the state shows.
package struct OfflineError: LocalizedError {
    package init() {}
    package var errorDescription: String? { "The network is offline." }
}

/// The pages a client was asked for, in order.
package actor PageLog {
    package private(set) var asked: [Int] = []
    package init() {}
    package func record(_ page: Int) { asked.append(page) }
}

/// How many calls of a hanging client started, and how many were cancelled.
@MainActor
package final class CallCounter {
    package var started = 0
    package var cancelled = 0
    package nonisolated init() {}

    /// A call that runs until it is cancelled, counted here, then throws the cancellation.
    package nonisolated func hang() async throws {
        await MainActor.run { started += 1 }
        do {
            try await Task.sleep(for: .seconds(60))
        } catch {
            await MainActor.run { cancelled += 1 }
            throw error
        }
    }
}
