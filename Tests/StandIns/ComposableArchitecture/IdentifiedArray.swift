import SwiftUI

/// swift-identified-collections' array of elements with unique ids, re-exported by TCA: an
/// array that also finds an element by its id (`todos[id: id]`).
public struct IdentifiedArray<ID: Hashable, Element> {
    private var ids: [ID]
    private var elements: [Element]
    private let id: KeyPath<Element, ID>

    public init(uniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID>) {
        self.id = id
        self.elements = []
        self.ids = []
        for element in elements where !ids.contains(element[keyPath: id]) {
            self.elements.append(element)
            self.ids.append(element[keyPath: id])
        }
    }

    /// The element with that id: nil when there is none; setting nil removes it.
    public subscript(id id: ID) -> Element? {
        get { ids.firstIndex(of: id).map { elements[$0] } }
        set {
            if let index = ids.firstIndex(of: id) {
                if let newValue {
                    elements[index] = newValue
                } else {
                    elements.remove(at: index)
                    ids.remove(at: index)
                }
            } else if let newValue {
                append(newValue)
            }
        }
    }

    public mutating func append(_ element: Element) {
        let elementID = element[keyPath: id]
        guard !ids.contains(elementID) else { return }
        elements.append(element)
        ids.append(elementID)
    }

    /// The elements that pass, still identified: swift-identified-collections' `filter`
    /// returns an identified array, not an Array.
    public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
        var result = self
        result.ids = []
        result.elements = []
        for (elementID, element) in zip(ids, elements) where try isIncluded(element) {
            result.ids.append(elementID)
            result.elements.append(element)
        }
        return result
    }

    @discardableResult
    public mutating func remove(id: ID) -> Element? {
        guard let index = ids.firstIndex(of: id) else { return nil }
        ids.remove(at: index)
        return elements.remove(at: index)
    }
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
    public init() {
        self.init(uniqueElements: [Element](), id: \.id)
    }

    public init(uniqueElements elements: some Sequence<Element>) {
        self.init(uniqueElements: elements, id: \.id)
    }
}

extension IdentifiedArray: RandomAccessCollection {
    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Element { elements[position] }
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
    public init(arrayLiteral elements: Element...) {
        self.init(uniqueElements: elements)
    }
}

extension IdentifiedArray: Equatable where Element: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.ids == rhs.ids && lhs.elements == rhs.elements
    }
}

extension IdentifiedArray: @unchecked Sendable where ID: Sendable, Element: Sendable {}

public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

/// The action of one element of an `IdentifiedArray` of features, by the element's id.
@CasePathable
public enum IdentifiedAction<ID: Hashable & Sendable, Action> {
    indirect case element(id: ID, action: Action)
}

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action> where R.State: Identifiable

extension Reducer {
    /// Runs `element` on the element an action is for, by its id.
    public func forEach<ElementState, ElementAction, ID: Hashable & Sendable, Element: Reducer<ElementState, ElementAction>>(
        _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
        action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> some Reducer<State, Action> {
        _ForEachReducer(base: self, state: toElementsState, action: AnyCasePath(toElementAction), element: element())
    }
}

public struct _ForEachReducer<Base: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
    let base: Base
    let state: WritableKeyPath<Base.State, IdentifiedArray<ID, Element.State>>
    let action: AnyCasePath<Base.Action, IdentifiedAction<ID, Element.Action>>
    let element: Element

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        guard case .element(let id, let elementAction)? = self.action.extract(from: action),
            var elementState = state[keyPath: self.state][id: id]
        else { return base.reduce(into: &state, action: action) }
        let embed = self.action
        let elementEffect = element.reduce(into: &elementState, action: elementAction)
            .map { embed.embed(.element(id: id, action: $0)) }
        state[keyPath: self.state][id: id] = elementState
        return .merge(elementEffect, base.reduce(into: &state, action: action))
    }
}

extension Store {
    /// A store per element of a collection of features, by id: what `ForEach` shows.
    public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
        state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
        action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
    ) -> [Store<ElementState, ElementAction>] where ElementState: Identifiable, ElementState.ID == ElementID {
        let embed = AnyCasePath(action)
        return self.state[keyPath: state].map { element in
            let id = element.id
            return _scope(
                initial: element, state: { $0[keyPath: state][id: id] },
                action: { embed.embed(.element(id: id, action: $0)) })
        }
    }
}
