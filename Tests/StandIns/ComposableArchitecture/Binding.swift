import SwiftUI

extension Bindable {
    /// A binding to the store of presented state: nil while nothing is presented; setting it
    /// to nil (SwiftUI dismissing the sheet) sends `.dismiss`.
    @preconcurrency @MainActor
    public func scope<State: ObservableState, Action, ElementState, ElementAction>(
        state: KeyPath<State, ElementState?>,
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
}
