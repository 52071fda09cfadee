import Combine
import Observation

@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
        self.read = read
        self.write = write
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(read: { value }, write: { _ in })
    }

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(
            read: { self.wrappedValue[keyPath: keyPath] },
            write: { newValue in
                var value = self.wrappedValue
                value[keyPath: keyPath] = newValue
                self.wrappedValue = value
            })
    }
}

extension Binding: DynamicProperty {}

@MainActor @preconcurrency @propertyWrapper @frozen
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    @MainActor @preconcurrency @dynamicMemberLookup @frozen
    public struct Wrapper {
        let root: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(read: { root[keyPath: keyPath] }, write: { root[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType

    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        Wrapper(root: wrappedValue)
    }
}

@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value

    public var projectedValue: Bindable<Value> { self }

    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let root = wrappedValue
        return Binding(read: { root[keyPath: keyPath] }, write: { root[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}
