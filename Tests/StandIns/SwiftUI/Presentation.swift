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

extension _PresentationView: _ModalPresenting {
    public var isPresented: Binding<Bool> {
        let item = self.item
        return Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    }

    public var presentedContent: Any? { presentedView }

    public var presentedEnvironment: EnvironmentValues {
        var values = EnvironmentValues()
        let isPresented = _UncheckedSendable(self.isPresented)
        values.dismiss = DismissAction { isPresented.value.wrappedValue = false }
        return values
    }
}

/// Tests: a presentation of an item (`sheet(item:)`), whatever its generic parameters.
public protocol _ItemPresenting {
    /// The item presented now.
    var _item: Any? { get }
    /// The view presented for `item`: what SwiftUI keeps showing while the presentation closes,
    /// after the item is gone.
    func _presentedView(for item: Any) -> Any?
}

extension _PresentationView: _ItemPresenting {
    public var _item: Any? { item.wrappedValue }

    public func _presentedView(for item: Any) -> Any? {
        (item as? Item).map(presented)
    }
}

struct _UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

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
