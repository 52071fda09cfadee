import SwiftUI

// `IdentifiedArray` and `IdentifiedArrayOf` are the real swift-identified-collections,
// re-exported (Exports.swift); what TCA builds on them is here.

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
        _ state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
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

extension Store {
    /// The spelling TCA 1.25 deprecates (for 2.0): generated code must not use it.
    @available(*, deprecated, renamed: "scope(_:action:)")
    public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
        state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
        action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>
    ) -> [Store<ElementState, ElementAction>] where ElementState: Identifiable, ElementState.ID == ElementID {
        scope(state, action: action)
    }
}
