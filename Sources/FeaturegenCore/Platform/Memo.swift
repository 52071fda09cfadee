/// Values worked out once per key, on first use, whichever thread asks first; forgotten all
/// at once when what they were worked out from changes.
final class Memo<Key: Hashable, Value>: Sendable {
    private let values = Locked<[Key: Value]>([:])

    func value(for key: Key, _ compute: (Key) -> Value) -> Value {
        values.withLock { values in
            if let value = values[key] { return value }
            let computed = compute(key)
            values[key] = computed
            return computed
        }
    }

    func removeAll() {
        values.withLock { $0.removeAll() }
    }
}
