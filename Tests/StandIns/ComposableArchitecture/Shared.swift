/// swift-sharing's `@Shared`, re-exported by TCA, reduced to what the templates write: a
/// reference to a value that features share, passed in (`@Shared var syncUp: SyncUp`, set from
/// a `Shared<SyncUp>`) or kept under a key (`@Shared(.appStorage("isOn")) var isOn = false`).
/// Reading it gives the value; writing goes through `$syncUp.withLock { … }`.
@propertyWrapper @dynamicMemberLookup
public struct Shared<Value>: @unchecked Sendable {
    /// Where the value lives; every copy of a `Shared` reads and writes the same one.
    final class Reference: @unchecked Sendable {
        var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    let reference: Reference

    /// A new reference to `value`, shared with whoever it is passed to.
    public init(value: Value) {
        reference = Reference(value)
    }

    public init(projectedValue: Shared<Value>) {
        self = projectedValue
    }

    /// The value stored under `key`, or `wrappedValue` where nothing is stored yet.
    public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
        reference = _SharedStorage.reference(for: key.id, default: wrappedValue())
    }

    /// The value stored under a key that gives its own default (`@Shared(.syncUps) var syncUps`).
    public init<Key: SharedKey<Value>>(_ key: _SharedKeyDefault<Key>) {
        reference = _SharedStorage.reference(for: key.id, default: key.defaultValue())
    }

    public var wrappedValue: Value { reference.value }

    public var projectedValue: Shared<Value> {
        get { self }
        set { self = newValue }
    }

    /// Changes the shared value.
    public func withLock<R>(_ operation: (inout Value) throws -> R) rethrows -> R {
        try operation(&reference.value)
    }

    public subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> Member {
        reference.value[keyPath: keyPath]
    }
}

extension Shared: Equatable where Value: Equatable {
    public static func == (lhs: Shared, rhs: Shared) -> Bool {
        lhs.wrappedValue == rhs.wrappedValue
    }
}

/// Where a shared value is kept: user defaults, a file, memory.
public protocol SharedKey<Value>: Sendable {
    associatedtype Value
    /// What tells the places apart: two `Shared`s of one key share their value.
    var id: String { get }
}

public struct AppStorageKey<Value>: SharedKey {
    public let id: String
}

public struct FileStorageKey<Value>: SharedKey {
    public let id: String
}

public struct InMemoryKey<Value>: SharedKey {
    public let id: String
}

extension SharedKey {
    public static func appStorage<V>(_ key: String) -> Self where Self == AppStorageKey<V> {
        AppStorageKey(id: "appStorage:" + key)
    }

    public static func fileStorage<V>(_ url: URL) -> Self where Self == FileStorageKey<V> {
        FileStorageKey(id: "fileStorage:" + url.path)
    }

    public static func inMemory<V>(_ key: String) -> Self where Self == InMemoryKey<V> {
        InMemoryKey(id: "inMemory:" + key)
    }
}

/// A key with the value it reads until something is stored (`FileStorageKey<[SyncUp]>.Default`),
/// what an extension on `SharedKey` declares as a static property and `@Shared(.name)` reads.
public struct _SharedKeyDefault<Base: SharedKey>: SharedKey {
    public typealias Value = Base.Value
    let base: Base
    let defaultValue: @Sendable () -> Value

    public var id: String { base.id }

    /// `Self[.fileStorage(url), default: []]`.
    public static subscript(_ key: Base, default value: @autoclosure @escaping @Sendable () -> Value) -> Self {
        Self(base: key, defaultValue: value)
    }
}

extension SharedKey {
    public typealias Default = _SharedKeyDefault<Self>
}

/// Stand-in: the values kept under keys, for the life of the process.
enum _SharedStorage {
    nonisolated(unsafe) private static var references: [String: AnyObject] = [:]
    private static let lock = NSLock()

    static func reference<Value>(for id: String, default value: @autoclosure () -> Value) -> Shared<Value>.Reference {
        lock.lock()
        defer { lock.unlock() }
        if let reference = references[id] as? Shared<Value>.Reference { return reference }
        let reference = Shared<Value>.Reference(value())
        references[id] = reference
        return reference
    }
}

#if !canImport(Darwin)
    extension URL {
        /// Stand-in: Apple's Foundation has the user's documents directory, which
        /// `.fileStorage(.documentsDirectory.appending(component: "name.json"))` names; Linux's has not.
        public static var documentsDirectory: URL {
            FileManager.default.temporaryDirectory.appending(component: "Documents")
        }
    }
#endif
