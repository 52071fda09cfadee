/// Evolves state with actions and returns effects.
public protocol Reducer<State, Action> {
    associatedtype State
    associatedtype Action
    associatedtype Body

    func reduce(into state: inout State, action: Action) -> Effect<Action>

    @ReducerBuilder<State, Action>
    var body: Body { get }
}

extension Reducer where Body == Never {
    public var body: Body {
        fatalError("'\(Self.self)' has no body")
    }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        body.reduce(into: &state, action: action)
    }
}

public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

public typealias EffectOf<R: Reducer> = Effect<R.Action>

/// Builds a reducer that runs its reducers in order and merges their effects.
@resultBuilder
public enum ReducerBuilder<State, Action> {
    public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R {
        expression
    }

    public static func buildBlock() -> EmptyReducer<State, Action> {
        EmptyReducer()
    }

    public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
        first
    }

    public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
        accumulated: R0, next: R1
    ) -> _Sequence<R0, R1> {
        _Sequence(first: accumulated, second: next)
    }
}

public struct _Sequence<R0: Reducer, R1: Reducer<R0.State, R0.Action>>: Reducer {
    let first: R0
    let second: R1

    public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
        .merge(first.reduce(into: &state, action: action), second.reduce(into: &state, action: action))
    }
}

public struct EmptyReducer<State, Action>: Reducer {
    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        .none
    }
}

/// A reducer from a closure: the `switch action` of a feature.
public struct Reduce<State, Action>: Reducer {
    let reduce: (inout State, Action) -> Effect<Action>

    public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
        self.reduce = reduce
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        reduce(&state, action)
    }
}

/// Runs a child reducer on a part of the parent's state, for the child's actions.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
    let state: WritableKeyPath<ParentState, Child.State>
    let action: AnyCasePath<ParentAction, Child.Action>
    let child: Child

    public init<ChildState, ChildAction>(
        _ toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        state = toChildState
        action = AnyCasePath(toChildAction)
        self.child = child()
    }

    /// The spelling TCA 1.25 deprecates (for 2.0): generated code must not use it.
    @available(*, deprecated, renamed: "init(_:action:_:)")
    public init<ChildState, ChildAction>(
        state toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(toChildState, action: toChildAction, child)
    }

    public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
        guard let childAction = self.action.extract(from: action) else { return .none }
        let embed = self.action
        return child.reduce(into: &state[keyPath: self.state], action: childAction).map { embed.embed($0) }
    }
}

/// Runs its reducers as one, so that a modifier (`onChange(of:)`) applies to them all.
public struct CombineReducers<State, Action, Reducers: Reducer>: Reducer
where State == Reducers.State, Action == Reducers.Action {
    let reducers: Reducers

    public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
        reducers = build()
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        reducers.reduce(into: &state, action: action)
    }
}

extension Reducer {
    /// TCA 1.25's `onChange(of:_:)`: after the reducer runs, when the value it changed differs,
    /// `perform` runs with the old value and the state.
    public func onChange<V: Equatable>(
        of toValue: @escaping (State) -> V,
        _ perform: @escaping (_ oldValue: V, _ state: inout State) -> EffectOf<Self>
    ) -> some Reducer<State, Action> {
        _OnChangeReducer(base: self, toValue: toValue, perform: perform)
    }
}

public struct _OnChangeReducer<Base: Reducer, Value: Equatable>: Reducer {
    let base: Base
    let toValue: (Base.State) -> Value
    let perform: (Value, inout Base.State) -> Effect<Base.Action>

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        let oldValue = toValue(state)
        let effects = base.reduce(into: &state, action: action)
        guard oldValue != toValue(state) else { return effects }
        return .merge(effects, perform(oldValue, &state))
    }
}
