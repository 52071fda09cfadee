/// Ctrl-C, a CI job's timeout, a closed lid: SIGINT and SIGTERM are noted rather than obeyed
/// at once, and the writer stops between two files — never inside one, never between a file
/// and its base record — so a file is always whole, and the next run completes the work.
package enum Interruption {
    /// The signal received, or 0. Written only by the handler; a plain `Int32` store, as a C
    /// `sig_atomic_t` would be.
    nonisolated(unsafe) private static var received: Int32 = 0

    /// Routes SIGINT and SIGTERM to `requested` (for commands that write).
    package static func install() {
        // A static is initialised lazily, through `swift_once`, which a signal handler must
        // not be the first to run: it takes a lock. Read once here, before any handler can
        // run, the handler's access is a plain store.
        _ = received
        Platform.handleInterruptAndTerminate { number in Interruption.received = number }
    }

    /// The signal that asked the run to stop, if one did.
    package static var requested: Int32? {
        received == 0 ? nil : received
    }
}

/// The run stopped on a signal after writing `done` of the `total` files it had to change.
package struct InterruptedError: Error, Sendable {
    package var signal: Int32
    package var done: Int
    package var total: Int
}
