import Combine
import UIKit

// Containers, state and modifiers the mvi, statecontainer and vsurf templates use, declared as
// the iOS 17 SDK declares them (reduced to what the templates call).

public struct ZStack<Content: View> {
    public let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

public struct Group<Content: View> {
    public let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

public struct Spacer {
    public init(minLength: CGFloat? = nil) {}
}

public struct _OverlayView<Content: View, Overlay: View> {
    public let content: Content
    public let overlay: Overlay
}

public struct _ReceiveView<Content: View> {
    public let content: Content
    /// Keeps the subscription the view would hold while it is on screen.
    public let subscription: AnyCancellable
}

public struct _ModalView<Content: View, Presented: View> {
    public let content: Content
    public let isPresented: Binding<Bool>
    public let presented: () -> Presented

    /// What SwiftUI would show now: the presented view while `isPresented` is true.
    public var presentedView: Presented? { isPresented.wrappedValue ? presented() : nil }
}

extension ZStack: _PrimitiveView {}
extension Group: _PrimitiveView {}
extension Spacer: _PrimitiveView {}
extension _OverlayView: _PrimitiveView {}
extension _ReceiveView: _PrimitiveView {}
extension _ModalView: _PrimitiveView {}

extension View {
    public func overlay<V: View>(_ overlay: V) -> some View {
        _OverlayView(content: self, overlay: overlay)
    }

    /// Runs `action` for every value the publisher sends (SwiftUI subscribes while the view is
    /// on screen; here, from when the modifier is applied).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        _ReceiveView(content: self, subscription: publisher.sink(receiveValue: action))
    }

    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        _ModalView(content: self, isPresented: isPresented, presented: content)
    }

    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let view = destination()
        return _ModalView(content: self, isPresented: isPresented, presented: { view })
    }

    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return _ModalView(content: self, isPresented: isPresented, presented: { _AlertContent(alert: alert) })
    }
}

public struct Alert: Sendable {
    public let title: Text
    public let message: Text?

    public init(title: Text, message: Text? = nil, dismissButton: Never? = nil) {
        self.title = title
        self.message = message
    }
}

public struct _AlertContent {
    public let alert: Alert
}

extension _AlertContent: _PrimitiveView {}

/// A view's own state: here a box the view shares with its bindings.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private final class Box: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Box

    public init(wrappedValue value: Value) {
        box = Box(value)
    }

    public init(initialValue value: Value) {
        box = Box(value)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(read: { box.value }, write: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

@MainActor @preconcurrency @propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    public let wrappedValue: ObjectType

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        wrappedValue = thunk()
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

/// A UIKit view controller shown in SwiftUI.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)

    typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError("\(Self.self) is a primitive view") }
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    init() {}
}

extension UIViewControllerRepresentable {
    /// Tests: what SwiftUI would host.
    public func _makeForTesting() -> UIViewControllerType {
        makeUIViewController(context: UIViewControllerRepresentableContext())
    }
}

/// The environment a view reads; here only `dismiss`.
public struct EnvironmentValues: Sendable {
    public var dismiss = DismissAction()

    public init() {}
}

/// Dismisses the presentation the view is in.
@MainActor @preconcurrency
public struct DismissAction: Sendable {
    nonisolated public init() {}

    public func callAsFunction() {}
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let value: Value

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        value = EnvironmentValues()[keyPath: keyPath]
    }

    public var wrappedValue: Value { value }
}
