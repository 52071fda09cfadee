/// SwiftUI's focus: a view's `@FocusState var focus: Field?`, which `focused(_:equals:)` and
/// TCA's `bind(_:to:)` read and write through its binding.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    /// Where the focus is kept: SwiftUI keeps it in the view graph.
    final class Storage: @unchecked Sendable {
        var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    let storage: Storage

    public init() where Value == Bool {
        storage = Storage(false)
    }

    public init<T: Hashable>() where Value == T? {
        storage = Storage(nil)
    }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    public var projectedValue: FocusState<Value>.Binding { Binding(storage: storage) }

    /// `$focus`: reads and writes the focus.
    @propertyWrapper
    public struct Binding {
        let storage: Storage

        public var wrappedValue: Value {
            get { storage.value }
            nonmutating set { storage.value = newValue }
        }

        public var projectedValue: Binding { self }
    }
}
