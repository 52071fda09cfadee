// Presentation modifiers, as the iOS 17 SDK declares them.

extension Binding {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(read: get, write: set)
    }
}

public struct _PresentationView<Content: View, Item, Presented: View> {
    let content: Content
    let item: Binding<Item?>
    let presented: (Item) -> Presented

    /// What SwiftUI would show now: the presented view while the item is not nil.
    public var presentedView: Presented? { item.wrappedValue.map(presented) }
}

extension _PresentationView: _PrimitiveView {}

extension View {
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        _PresentationView(content: self, item: item, presented: content)
    }

    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        _PresentationView(content: self, item: item, presented: destination)
    }
}
