/// A value behind a lock, which `@Sendable` closures can share: TCA re-exports it from
/// ConcurrencyExtras, and tests use it to see what a dependency was called with
/// (`let dismissed = LockIsolated(false)`).
public final class LockIsolated<Value>: @unchecked Sendable {
    private var _value: Value
    private let lock = NSLock()

    public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
        _value = try value()
    }

    public var value: Value {
        lock.withLock { _value }
    }

    public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
        try lock.withLock { _value = try newValue() }
    }

    public func withValue<T: Sendable>(_ operation: @Sendable (inout Value) throws -> T) rethrows -> T {
        try lock.withLock { try operation(&_value) }
    }
}
