import SwiftUI

/// What `bind(_:to:)` wraps its view in: it keeps a view's focus and a store's field in step
/// (SwiftUINavigation's, which TCA re-exports).
public struct _BindingSyncView<Content: View, Value: Hashable> {
    public let content: Content
    public let model: Binding<Value>
    public let focus: FocusState<Value>.Binding
}

extension _BindingSyncView: _PrimitiveView {}

extension View {
    /// Keeps the store's field (`$store.focus`) and the view's focus (`$focus`) in step.
    public func bind<Value: Hashable>(_ model: Binding<Value>, to focus: FocusState<Value>.Binding) -> some View {
        focus.wrappedValue = model.wrappedValue
        return _BindingSyncView(content: self, model: model, focus: focus)
    }
}
