import Observation

/// The runtime of a feature: holds its state, runs its reducer for each action sent, and runs
/// the effects. Scoped stores read and send through their parent.
@dynamicMemberLookup
@preconcurrency @MainActor
public final class Store<State, Action> {
    private let read: @MainActor () -> State
    private let write: @MainActor (Action) -> Void
    private let registrar = ObservationRegistrar()
    /// The effects still running, so tests can wait for them.
    private(set) var tasks: [Task<Void, Never>] = []

    public convenience init<R: Reducer<State, Action>>(
        initialState: @autoclosure () -> R.State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
    ) {
        let (initial, feature, dependencies) = _prepare(prepareDependencies ?? { _ in }, initialState, reducer)
        let box = StateBox(initial)
        let cancellations = _CancellationRegistry()
        var store: Store?
        self.init(read: { box.value }) { action in
            let effect = feature._reduce(into: &box.value, action: action, with: dependencies, cancellations: cancellations)
            store?.run(effect)
        }
        store = self
    }

    init(read: @escaping @MainActor () -> State, write: @escaping @MainActor (Action) -> Void) {
        self.read = read
        self.write = write
    }

    public var state: State {
        registrar.access(self, keyPath: \.state)
        return read()
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        state[keyPath: keyPath]
    }

    @discardableResult
    public func send(_ action: Action) -> StoreTask {
        registrar.withMutation(of: self, keyPath: \.state) {
            write(action)
        }
        return StoreTask(rawValue: tasks.last)
    }

    /// A store of a child feature's stored state (`store.scope(\.child, action: \.child)`).
    public func scope<ChildState, ChildAction>(
        _ state: KeyPath<State, ChildState>,
        action: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> {
        let embed = AnyCasePath(action)
        return Store<ChildState, ChildAction>(
            read: { [self] in self.state[keyPath: state] }, write: { [self] in self.send(embed.embed($0)) })
    }

    /// The spelling TCA 1.25 deprecates (for 2.0): generated code must not use it.
    @available(*, deprecated, renamed: "scope(_:action:)")
    public func scope<ChildState, ChildAction>(
        state: KeyPath<State, ChildState>,
        action: CaseKeyPath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> {
        scope(state, action: action)
    }

    /// A store of optional child state, nil while the child is not presented.
    func scope<ChildState, ChildAction>(
        optional state: KeyPath<State, ChildState?>,
        action: @escaping @MainActor (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction>? {
        guard let current = self.state[keyPath: state] else { return nil }
        return Store<ChildState, ChildAction>(
            read: { [self] in self.state[keyPath: state] ?? current }, write: { [self] in self.send(action($0)) })
    }

    /// A store of one case of an enum of features: what the `@Reducer` macro's `scope(_:)` builds.
    public func _scope<ChildState, ChildAction>(
        initial: ChildState,
        state extract: @escaping (State) -> ChildState?,
        action embed: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        Store<ChildState, ChildAction>(
            read: { [self] in extract(self.state) ?? initial }, write: { [self] in self.send(embed($0)) })
    }

    private func run(_ effect: Effect<Action>) {
        switch effect.operation {
        case .none: break
        case .send(let action): send(action)
        case .run(let priority, let operation):
            let send = Send<Action> { [weak self] in self?.send($0) }
            tasks.append(Task(priority: priority) { try? await operation(send) })
        case .merge(let effects): effects.forEach(run)
        }
    }

    /// Waits for the effects started so far (tests).
    public func finish() async {
        while let task = tasks.first {
            tasks.removeFirst()
            await task.value
        }
    }
}

public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
    /// The store of the active feature, as a case to switch over (`switch store.case`).
    public var `case`: State.StateReducer.CaseScope {
        State.StateReducer.scope(self)
    }
}

extension Store: Observable {}

extension Store: Equatable {
    public static nonisolated func == (lhs: Store, rhs: Store) -> Bool {
        lhs === rhs
    }
}

extension Store: Hashable {
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension Store: Identifiable {}

/// The task of the effects an action started.
public struct StoreTask: Hashable, Sendable {
    let rawValue: Task<Void, Never>?

    public func finish() async {
        await rawValue?.value
    }
}

@MainActor
private final class StateBox<State> {
    var value: State

    init(_ value: State) {
        self.value = value
    }
}
