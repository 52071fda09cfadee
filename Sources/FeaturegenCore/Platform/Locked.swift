/// A value the pipeline's workers share, reachable only while holding its mutex. It is the one
/// type in featuregen that vouches for its own thread safety (`@unchecked`); every other
/// shared class keeps its mutable state in one of these and is checked by the compiler.
/// (Foundation's `NSLock` would link all of Foundation; `Synchronization.Mutex` needs macOS 15.)
package final class Locked<Value>: @unchecked Sendable {
    private let mutex = Platform.Mutex()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        mutex.lock()
        defer { mutex.unlock() }
        return try body(&value)
    }
}
