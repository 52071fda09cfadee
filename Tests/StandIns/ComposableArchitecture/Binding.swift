import SwiftUI

extension Bindable {
    /// A binding to the store of presented state: nil while nothing is presented; setting it
    /// to nil (SwiftUI dismissing the sheet) sends `.dismiss`.
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
        _ state: KeyPath<State, ElementState?>,
        action: CaseKeyPath<Action, PresentationAction<ElementAction>>
    ) -> Binding<Store<ElementState, ElementAction>?> where Value == Store<State, Action> {
        let store = wrappedValue
        let presentation = AnyCasePath(action)
        return Binding(
            get: { store.scope(optional: state) { presentation.embed(.presented($0)) } },
            set: { newValue in
                if newValue == nil, store.state[keyPath: state] != nil { store.send(presentation.embed(.dismiss)) }
            })
    }

    /// A binding to the store of a `@Presents` field (`$store.scope(\.$destination, action:
    /// \.destination)`), whose cases the view then picks (`.details`): TCA 1.25's enum scopes.
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
        _ state: KeyPath<State, PresentationState<ElementState>>,
        action: CaseKeyPath<Action, PresentationAction<ElementAction>>
    ) -> Binding<Store<ElementState, ElementAction>?> where Value == Store<State, Action> {
        scope(state.appending(path: \.wrappedValue), action: action)
    }

    /// The spelling TCA 1.25 deprecates (for 2.0): generated code must not use it.
    @available(*, deprecated, renamed: "scope(_:action:)")
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
        state: KeyPath<State, ElementState?>,
        action: CaseKeyPath<Action, PresentationAction<ElementAction>>
    ) -> Binding<Store<ElementState, ElementAction>?> where Value == Store<State, Action> {
        scope(state, action: action)
    }
}

// MARK: - Enum scopes

/// A store of an enum of features whose `case` is case-pathable: what the `@Reducer` macro
/// writes for `@Reducer enum Destination`.
public protocol _StoreWithCaseScope {
    associatedtype _CaseScope: CasePathable
    @MainActor var _caseScope: _CaseScope { get }
}

extension Store: _StoreWithCaseScope
where State: CaseReducerState, State.StateReducer.Action == Action, State.StateReducer.CaseScope: CasePathable {
    public var _caseScope: State.StateReducer.CaseScope { self.case }
}

/// An optional store of an enum of features: a presented destination, or nil.
public protocol _OptionalStoreWithCaseScope: ExpressibleByNilLiteral {
    associatedtype _CaseScope: CasePathable
    @MainActor var _optionalCaseScope: _CaseScope? { get }
}

extension Optional: _OptionalStoreWithCaseScope where Wrapped: _StoreWithCaseScope {
    public typealias _CaseScope = Wrapped._CaseScope

    @MainActor public var _optionalCaseScope: Wrapped._CaseScope? {
        self.map { $0._caseScope }
    }
}

extension Binding where Value: _OptionalStoreWithCaseScope {
    /// One case of a presented destination (`$store.scope(\.$destination, action:
    /// \.destination).details`): the case's store while it is presented; setting it to nil
    /// dismisses the destination.
    @preconcurrency @MainActor
    public subscript<Case>(
        dynamicMember keyPath: KeyPath<Value._CaseScope.AllCasePaths, AnyCasePath<Value._CaseScope, Case>>
    ) -> Binding<Case?> {
        let casePath = Value._CaseScope.allCasePaths[keyPath: keyPath]
        return Binding<Case?>(
            get: { self.wrappedValue._optionalCaseScope.flatMap { casePath.extract(from: $0) } },
            set: { newValue in if newValue == nil { self.wrappedValue = nil } })
    }
}

// MARK: - Binding actions

/// A field of a feature's state set from a view's binding (`$store.text`): what a
/// `BindableAction`'s `binding` case carries, and `BindingReducer` applies.
public struct BindingAction<Root>: @unchecked Sendable {
    /// The field that is set.
    public let keyPath: PartialKeyPath<Root>
    let set: (inout Root) -> Void
    let value: Any
    let valueIsEqualTo: (Any) -> Bool

    /// Sets the field at `keyPath` to `value`.
    public static func set<Value: Equatable & Sendable>(_ keyPath: WritableKeyPath<Root, Value>, _ value: Value) -> Self
    where Root: ObservableState {
        BindingAction(
            keyPath: keyPath, set: { $0[keyPath: keyPath] = value }, value: value, valueIsEqualTo: { $0 as? Value == value })
    }

    /// `case .binding(\.text):` matches the binding actions that set that field.
    public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, bindingAction: Self) -> Bool {
        keyPath == bindingAction.keyPath
    }
}

extension BindingAction: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.keyPath == rhs.keyPath && lhs.valueIsEqualTo(rhs.value)
    }
}

/// An action with a case that sets fields of the feature's state from bindings:
/// `case binding(BindingAction<State>)`.
public protocol BindableAction<State> {
    associatedtype State

    static func binding(_ action: BindingAction<State>) -> Self

    var binding: BindingAction<State>? { get }
}

extension BindableAction {
    /// The `binding` case's action, if this is one (TCA extracts it with a case path; here a
    /// mirror of the enum reads it).
    public var binding: BindingAction<State>? {
        Mirror(reflecting: self).children.first { $0.label == "binding" }?.value as? BindingAction<State>
    }
}

/// Applies the binding actions a feature receives to its state; put it first in the body, so the
/// feature's `Reduce` sees the new value.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer where State == ViewAction.State {
    let toViewAction: (Action) -> ViewAction?

    public init() where Action == ViewAction {
        toViewAction = { $0 }
    }

    /// The binding actions of a nested action enum (`BindingReducer(action: \.view)`).
    public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
        let casePath = AnyCasePath(toViewAction)
        self.toViewAction = { casePath.extract(from: $0) }
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        guard let binding = toViewAction(action)?.binding else { return .none }
        binding.set(&state)
        return .none
    }
}

extension Store where State: ObservableState, Action: BindableAction, Action.State == State {
    /// A field a view can bind (`$store.text` with `@Bindable var store`): setting it sends the
    /// feature's `.binding(.set(\.text, newValue))`.
    @_disfavoredOverload
    public subscript<Value: Equatable & Sendable>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value {
        get { state[keyPath: keyPath] }
        set { send(.binding(.set(keyPath, newValue))) }
    }
}

// MARK: - View actions

/// An action whose cases the view sends are nested in `case view(View)`.
public protocol ViewAction<ViewAction> {
    associatedtype ViewAction

    static func view(_ action: ViewAction) -> Self
}

/// A view that sends its feature's view actions with `send(_:)`: what `@ViewAction(for:)`
/// conforms the view to.
@preconcurrency @MainActor
public protocol ViewActionSending<StoreState, StoreAction> {
    associatedtype StoreState
    associatedtype StoreAction: ViewAction

    var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
    /// Sends `.view(action)` to the store.
    @discardableResult
    public func send(_ action: StoreAction.ViewAction) -> StoreTask {
        store.send(.view(action))
    }
}

/// Gives a view `send(_:)` for its feature's view actions (`send(.onAppear)` for
/// `store.send(.view(.onAppear))`).
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) =
    #externalMacro(module: "ComposableArchitectureMacros", type: "ViewActionMacro") where R.Action: ViewAction
