/// swift-dependencies' `@Dependency`, re-exported by TCA, reduced to what the templates read.
@propertyWrapper
public struct Dependency<Value>: Sendable where Value: Sendable {
    private let value: Value

    public init(
        _ keyPath: KeyPath<DependencyValues, Value> & Sendable,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        value = DependencyValues.current[keyPath: keyPath]
    }

    public var wrappedValue: Value { value }
}

public struct DependencyValues: Sendable {
    /// What reducers get; tests may replace it before building a store.
    nonisolated(unsafe) public static var current = DependencyValues()

    public init() {}

    public var dismiss = DismissEffect()
}

/// Dismisses the feature that calls it, by sending its presenter's `.dismiss`.
public struct DismissEffect: Sendable {
    let dismiss: @Sendable () async -> Void

    public init(_ dismiss: @escaping @Sendable () async -> Void = {}) {
        self.dismiss = dismiss
    }

    public func callAsFunction(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await dismiss()
    }
}
