import SwiftUI

// Stack-based navigation: `StackState` of a `@Reducer enum Path`, `StackAction`, `forEach`,
// `NavigationStack(path:root:destination:)` over a store, and `NavigationLink(state:label:)`.

/// Identifies an element of a `StackState`, for as long as it is on the stack.
public struct StackElementID: Hashable, Sendable, ExpressibleByIntegerLiteral {
    let generation: Int

    public init(integerLiteral value: Int) {
        generation = value
    }

    private static let counter = Counter()

    static func next() -> Self {
        StackElementID(integerLiteral: counter.next())
    }

    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0

        func next() -> Int {
            lock.withLock {
                defer { value += 1 }
                return value
            }
        }
    }
}

/// The state of the features pushed on a navigation stack, each with its id.
public struct StackState<Element> {
    public private(set) var ids: [StackElementID] = []
    private var elements: [Element] = []

    public init() {}

    public init(_ elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    public subscript(id id: StackElementID) -> Element? {
        get { ids.firstIndex(of: id).map { elements[$0] } }
        set {
            guard let index = ids.firstIndex(of: id) else { return }
            if let newValue {
                elements[index] = newValue
            } else {
                ids.remove(at: index)
                elements.remove(at: index)
            }
        }
    }

    public mutating func append(_ element: Element) {
        append(element, id: .next())
    }

    mutating func append(_ element: Element, id: StackElementID) {
        ids.append(id)
        elements.append(element)
    }

    @discardableResult
    public mutating func popLast() -> Element? {
        _ = ids.popLast()
        return elements.popLast()
    }

    /// Removes the element and every one pushed after it.
    public mutating func pop(from id: StackElementID) {
        guard let index = ids.firstIndex(of: id) else { return }
        ids.removeSubrange(index...)
        elements.removeSubrange(index...)
    }

    /// Removes every element pushed after this one.
    public mutating func pop(to id: StackElementID) {
        guard let index = ids.firstIndex(of: id) else { return }
        ids.removeSubrange((index + 1)...)
        elements.removeSubrange((index + 1)...)
    }

    public mutating func removeAll() {
        ids.removeAll()
        elements.removeAll()
    }

    /// What SwiftUI's `NavigationStack` sees of the path.
    public struct PathView {}

    /// An element with the id it is pushed with: the value a `NavigationLink(state:)` pushes.
    public struct Component: Hashable {
        public let id: StackElementID
        public var element: Element

        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.id == rhs.id
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(id)
        }
    }
}

extension StackState: RandomAccessCollection {
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Element { elements[position] }
}

extension StackState: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

/// Equal when the same elements are on the stack (here: whatever their ids).
extension StackState: Equatable where Element: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elements == rhs.elements
    }
}

extension StackState: Sendable where Element: Sendable {}

/// An action of a stack element, or the stack changing: popped from an element, or pushed.
@CasePathable
public enum StackAction<State, Action> {
    indirect case element(id: StackElementID, action: Action)
    case popFrom(id: StackElementID)
    case push(id: StackElementID, state: State)
}

extension StackAction: Sendable where State: Sendable, Action: Sendable {}

public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension Reducer {
    /// Runs the features on the stack for their elements' actions, and pops and pushes them.
    public func forEach<DestinationState: CaseReducerState, DestinationAction>(
        _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
        action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> some ReducerOf<Self> where DestinationState.StateReducer.Action == DestinationAction {
        _StackReducer(
            base: self, state: toStackState, action: AnyCasePath(toStackAction), element: DestinationState.StateReducer.body)
    }
}

public struct _StackReducer<Base: Reducer, Element: Reducer>: Reducer {
    let base: Base
    let state: WritableKeyPath<Base.State, StackState<Element.State>>
    let action: AnyCasePath<Base.Action, StackAction<Element.State, Element.Action>>
    let element: Element

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        switch self.action.extract(from: action) {
        case .element(let id, let elementAction)?:
            var elementEffect = Effect<Base.Action>.none
            if var elementState = state[keyPath: self.state][id: id] {
                let embed = self.action
                elementEffect = _presenting {
                    element.reduce(into: &elementState, action: elementAction)
                }
                .map { embed.embed(.element(id: id, action: $0)) }
                ._dismissing { embed.embed(.popFrom(id: id)) }
                state[keyPath: self.state][id: id] = elementState
            }
            return .merge(elementEffect, base.reduce(into: &state, action: action))
        case .popFrom(let id)?:
            let effect = base.reduce(into: &state, action: action)
            state[keyPath: self.state].pop(from: id)
            return effect
        case .push(let id, let elementState)?:
            let effect = base.reduce(into: &state, action: action)
            state[keyPath: self.state].append(elementState, id: id)
            return effect
        case nil:
            return base.reduce(into: &state, action: action)
        }
    }
}

extension Store {
    /// The store of one element of the stack.
    func _element<ElementState, ElementAction>(id: StackElementID, initial: ElementState) -> Store<ElementState, ElementAction>
    where State == StackState<ElementState>, Action == StackAction<ElementState, ElementAction> {
        Store<ElementState, ElementAction>(
            read: { [self] in self.state[id: id] ?? initial }, write: { [self] in self.send(.element(id: id, action: $0)) })
    }
}

extension Bindable {
    /// A binding to the store of a navigation stack's path: what `NavigationStack(path:)` takes.
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
        _ state: KeyPath<State, StackState<ElementState>>,
        action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>> where Value == Store<State, Action> {
        let store = wrappedValue.scope(state, action: action)
        return Binding(get: { store }, set: { _ in })
    }

    /// The spelling TCA 1.25 deprecates (for 2.0): generated code must not use it.
    @available(*, deprecated, renamed: "scope(_:action:)")
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
        state: KeyPath<State, StackState<ElementState>>,
        action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
    ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>> where Value == Store<State, Action> {
        scope(state, action: action)
    }
}

extension NavigationStack {
    /// A navigation stack driven by a store's `StackState`: the root, and a screen per element,
    /// built by `destination` from the element's store.
    @preconcurrency @MainActor
    public init<State, Action, Destination: View>(
        path: Binding<Store<StackState<State>, StackAction<State, Action>>>,
        @ViewBuilder root: () -> Root,
        @ViewBuilder destination: @escaping (Store<State, Action>) -> Destination,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) where Data == StackState<State>.PathView {
        let store = path.wrappedValue
        self.init(
            _root: root(),
            destinations: {
                zip(store.state.ids, store.state).map { id, element in
                    destination(store._element(id: id, initial: element))
                }
            },
            push: { value in
                // A link's component comes back through the path's binding as a push.
                guard let component = value as? StackState<State>.Component else { return false }
                store.send(.push(id: component.id, state: component.element))
                return true
            })
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `state` on the navigation stack whose path holds elements of its type.
    @MainActor
    public init<P, L: View>(
        state: P?,
        @ViewBuilder label: () -> L,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) where Label == _NavigationLinkStoreContent<P, L> {
        self.init(value: state.map { StackState.Component(id: .next(), element: $0) }) {
            _NavigationLinkStoreContent<P, L>(label: label(), state: state)
        }
    }

    /// A link with a text label that pushes `state`.
    @MainActor
    public init<P>(_ titleKey: LocalizedStringKey, state: P?, fileID: StaticString = #fileID, line: UInt = #line)
    where Label == _NavigationLinkStoreContent<P, Text> {
        self.init(state: state, label: { Text(titleKey) }, fileID: fileID, line: line)
    }

    /// A link with a title that pushes `state`.
    @MainActor
    @_disfavoredOverload
    public init<S: StringProtocol, P>(_ title: S, state: P?, fileID: StaticString = #fileID, line: UInt = #line)
    where Label == _NavigationLinkStoreContent<P, Text> {
        self.init(state: state, label: { Text(title) }, fileID: fileID, line: line)
    }
}

/// The label of a `NavigationLink(state:)`, with the state it pushes.
public struct _NavigationLinkStoreContent<State, Label: View>: View {
    let label: Label
    let state: State?

    public var body: some View {
        label
    }
}
