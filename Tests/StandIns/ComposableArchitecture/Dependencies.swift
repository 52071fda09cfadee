// Dependencies are the real swift-dependencies (`@Dependency`, `DependencyKey`,
// `DependencyValues`, `withDependencies`, `\.uuid`, `\.date`, `\.continuousClock`) and
// `@DependencyClient` the real DependenciesMacros, re-exported (Exports.swift) as TCA does. What
// TCA adds to them is here: `\.dismiss`, and the dependencies a store runs its reducer and
// effects with.

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

private enum DismissKey: DependencyKey {
    static let liveValue = DismissEffect()
    static let testValue = DismissEffect()
}

extension DependencyValues {
    /// `@Dependency(\.dismiss) var dismiss`: `await dismiss()`.
    public var dismiss: DismissEffect {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}

/// Runs a presented feature's reducer (a destination, a stack element) with a `dismiss` that
/// asks its presenter to dismiss it; the effects it returns keep that `dismiss` (Effect.run
/// escapes the dependencies it is created with).
func _presenting<R>(_ operation: () -> R) -> R {
    withDependencies {
        $0.dismiss = DismissEffect._presented
    } operation: {
        operation()
    }
}

extension Reducer {
    /// The reducer, run with `dependencies` (a store's), as TCA's `dependency(\.self, …)` runs it,
    /// and with the store's own cancellation ids.
    func _reduce(
        into state: inout State, action: Action, with dependencies: DependencyValues, cancellations: _CancellationRegistry
    ) -> Effect<Action> {
        _CancellationRegistry.$current.withValue(cancellations) {
            withDependencies {
                $0 = dependencies
            } operation: {
                reduce(into: &state, action: action)
            }
        }
    }
}

/// What a store starts from: its state and reducer, made with its dependencies, and those
/// dependencies (the current ones, changed by the store's `withDependencies`).
func _prepare<State, R>(
    _ prepareDependencies: (inout DependencyValues) -> Void, _ initialState: () -> State, _ reducer: () -> R
) -> (State, R, DependencyValues) {
    withDependencies(prepareDependencies) {
        @Dependency(\.self) var dependencies
        return (initialState(), reducer(), dependencies)
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
