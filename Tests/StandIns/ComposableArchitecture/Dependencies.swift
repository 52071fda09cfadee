/// swift-dependencies' `@Dependency`, re-exported by TCA, reduced to what the templates read:
/// the value is looked up when it is read, in the dependencies of the store (and of the
/// presentation) the reducer runs in.
@propertyWrapper
public struct Dependency<Value>: Sendable where Value: Sendable {
    private let keyPath: KeyPath<DependencyValues, Value> & Sendable

    public init(
        _ keyPath: KeyPath<DependencyValues, Value> & Sendable,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.keyPath = keyPath
    }

    /// `@Dependency(CatalogClient.self)`: a client that is its own key.
    public init<Key: TestDependencyKey>(
        _ key: Key.Type,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) where Key.Value == Value {
        self.keyPath = \DependencyValues.[_key: _DependencyKeyID<Key>()]
    }

    public var wrappedValue: Value { DependencyValues._resolved[keyPath: keyPath] }
}

/// Stand-in: a hashable name for a key type, so a key path can reach its value.
public struct _DependencyKeyID<Key: TestDependencyKey>: Hashable, Sendable {
    public init() {}
}

extension DependencyValues {
    public subscript<Key: TestDependencyKey>(_key id: _DependencyKeyID<Key>) -> Key.Value {
        self[Key.self]
    }
}

public struct DependencyValues: Sendable {
    /// What stores start from; tests may replace it before building a store.
    nonisolated(unsafe) public static var current = DependencyValues()

    /// The dependencies of the stores, and of the presented features, whose reducers are
    /// running, innermost last: reducers run synchronously, on the main actor.
    nonisolated(unsafe) private static var scopes: [DependencyValues] = []

    static var _resolved: DependencyValues { scopes.last ?? current }

    /// Runs a reducer with these dependencies, until `_pop()`.
    static func _push(_ values: DependencyValues) {
        scopes.append(values)
    }

    static func _pop() {
        scopes.removeLast()
    }

    static func _with<R>(_ values: DependencyValues, _ operation: () -> R) -> R {
        _push(values)
        defer { _pop() }
        return operation()
    }

    /// Runs a presented feature's reducer (a destination, a stack element) with a `dismiss`
    /// that asks its presenter to dismiss it.
    static func _presenting<R>(_ operation: () -> R) -> R {
        var values = _resolved
        values.dismiss = DismissEffect._presented
        return _with(values, operation)
    }

    public init() {}

    public var dismiss = DismissEffect()

    /// `@Dependency(\.uuid) var uuid`: `uuid()` makes an id.
    public var uuid = UUIDGenerator { UUID() }

    /// `@Dependency(\.date.now) var now`, or `date()`.
    public var date = DateGenerator { Date() }

    /// `@Dependency(\.continuousClock) var clock`: `try await clock.sleep(for: .seconds(1))`.
    public var continuousClock: any Clock<Duration> = ContinuousClock()

    /// The clients set for their keys; a key not set answers its `testValue` (as in a test,
    /// where these stand-ins run).
    private var values: [ObjectIdentifier: any Sendable] = [:]

    public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.testValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// swift-dependencies' keys: a client's test and preview values…
public protocol TestDependencyKey {
    associatedtype Value: Sendable
    static var testValue: Value { get }
    static var previewValue: Value { get }
}

extension TestDependencyKey {
    public static var previewValue: Value { testValue }
}

/// …and its live value, what the app runs with.
public protocol DependencyKey: TestDependencyKey {
    static var liveValue: Value { get }
}

extension DependencyKey {
    public static var testValue: Value { liveValue }
}

/// A struct of closures whose every closure starts out unimplemented: `Client()` builds the
/// client a test fills in, and `Client(fetch: { … })` a live or preview one.
@attached(member, names: named(init))
public macro DependencyClient() = #externalMacro(module: "ComposableArchitectureMacros", type: "DependencyClientMacro")

/// Dismisses the feature that calls it: a presented feature's presenter sends its `.dismiss`
/// (or pops it off the stack); a store's own `dismiss` is whatever it was built with.
public struct DismissEffect: Sendable {
    var dismiss: (@MainActor @Sendable () -> Void)?

    init() {}

    public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
        self.dismiss = dismiss
    }

    @MainActor
    public func callAsFunction(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        dismiss?()
    }

    /// The presenter's dismissal, set around the effects of the feature it presents.
    @TaskLocal static var _presenter: (@MainActor @Sendable () -> Void)?

    static let _presented = DismissEffect {
        _presenter?()
    }
}

extension Effect {
    /// The effect, with `action` as what the presented feature's `dismiss` sends.
    func _dismissing(with action: @escaping @Sendable () -> Action) -> Self {
        switch operation {
        case .none, .send:
            return self
        case .run(let priority, let work):
            return Effect(
                operation: .run(
                    priority,
                    { send in
                        let presenter: @MainActor @Sendable () -> Void = { send(action()) }
                        try await DismissEffect.$_presenter.withValue(presenter) {
                            try await work(send)
                        }
                    }))
        case .merge(let effects):
            return Effect(operation: .merge(effects.map { $0._dismissing(with: action) }))
        }
    }
}

/// Makes ids: `uuid()`.
public struct UUIDGenerator: Sendable {
    private let generate: @Sendable () -> UUID

    public init(_ generate: @escaping @Sendable () -> UUID) {
        self.generate = generate
    }

    public func callAsFunction() -> UUID { generate() }
}

/// Tells the time: `date()`, or `date.now`.
public struct DateGenerator: Sendable {
    private let generate: @Sendable () -> Date

    public init(_ generate: @escaping @Sendable () -> Date) {
        self.generate = generate
    }

    public var now: Date { generate() }

    public func callAsFunction() -> Date { generate() }
}
