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

/// Tests: a sheet or navigation destination found in a view, whatever its generic parameters.
public protocol _ModalPresenting {
    var isPresented: Binding<Bool> { get }
    /// The presented view, while it is presented.
    var presentedContent: Any? { get }
    /// The environment of the presented view: its `dismiss` ends the presentation.
    var presentedEnvironment: EnvironmentValues { get }
}

extension _ModalView: _ModalPresenting {
    public var presentedContent: Any? { presentedView }

    public var presentedEnvironment: EnvironmentValues {
        var values = EnvironmentValues()
        let isPresented = UncheckedSendableBox(self.isPresented)
        values.dismiss = DismissAction { isPresented.value.wrappedValue = false }
        return values
    }
}

private struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Tests: the first value of type `T` in a view's value and the values it holds, through type
/// erasure (`AnyView`) and containers, but not into objects or closures.
public func _first<T>(_ type: T.Type, in view: Any) -> T? {
    if let found = view as? T { return found }
    let mirror = Mirror(reflecting: view)
    guard mirror.displayStyle != .class else { return nil }
    for child in mirror.children {
        if let found = _first(type, in: child.value) { return found }
    }
    return nil
}

/// Tests: the first sheet or navigation destination in a view.
public func _firstModal(in view: Any) -> (any _ModalPresenting)? {
    _first((any _ModalPresenting).self, in: view)
}

// MARK: - NavigationStack

extension NavigationStack where Data == NavigationPath {
    /// A stack whose pushed views come from `navigationDestination` modifiers in the root.
    public init(@ViewBuilder root: () -> Root) {
        self.init(_root: root(), destinations: { [] })
    }
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

    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        _AlertView(content: self, title: title, isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        _AlertView(content: self, title: title, isPresented: isPresented, actions: actions(), message: message())
    }
}

/// What `alert(_:isPresented:actions:message:)` wraps its view in.
public struct _AlertView<Content: View, Actions: View, Message: View> {
    public let content: Content
    public let title: Text
    public let isPresented: Binding<Bool>
    public let actions: Actions
    public let message: Message
    /// Shown by `confirmationDialog(_:isPresented:titleVisibility:actions:)`.
    public var isConfirmationDialog = false
}

extension _AlertView: _PrimitiveView {}

/// Tests: an alert found in a view, whatever its generic parameters.
public protocol _AlertPresenting {
    var title: Text { get }
    var isPresented: Binding<Bool> { get }
    /// The message, when it is a text (or an optional one).
    var messageText: Text? { get }
    var isConfirmationDialog: Bool { get }
    /// The buttons of its actions, in order.
    var buttons: [any _ButtonPressing] { get }
}

extension _AlertView: _AlertPresenting {
    public var messageText: Text? {
        if let text = message as? Text { return text }
        return (message as? Text?) ?? nil
    }

    public var buttons: [any _ButtonPressing] { _buttons(in: actions) }
}

/// Tests: the first alert in a view's value and the values it holds (not in objects or closures).
public func _firstAlert(in view: Any) -> (any _AlertPresenting)? {
    if let alert = view as? any _AlertPresenting { return alert }
    let mirror = Mirror(reflecting: view)
    guard mirror.displayStyle != .class else { return nil }
    for child in mirror.children {
        if let alert = _firstAlert(in: child.value) { return alert }
    }
    return nil
}

/// What SwiftUI keeps of a view for its identity, across the inits of its parent's renders: its
/// `@State` boxes and `@StateObject` objects, by their order in the view.
enum _ViewStorage {
    private final class Record: @unchecked Sendable {
        var kept: [AnyObject] = []
        var next: Int?
    }

    nonisolated(unsafe) private static var record: Record?

    /// The storage made now, or, when the view is made again, what it had: a `@State`'s initial
    /// value and a `@StateObject`'s autoclosure are then dropped, as SwiftUI drops them.
    static func kept<Object: AnyObject>(_ make: () -> Object) -> Object {
        guard let record else { return make() }
        guard let next = record.next else {
            let made = make()
            record.kept.append(made)
            return made
        }
        record.next = next + 1
        return record.kept[next] as! Object
    }

    /// Tests: `make`'s view, and how to make it again as SwiftUI does when the parent renders
    /// again: `make` runs, and the view keeps the first's `@State` and `@StateObject` storage.
    @MainActor
    static func rendered<V>(_ make: @escaping () -> V) -> (first: V, again: () -> V) {
        let record = Record()
        self.record = record
        defer { self.record = nil }
        let first = make()
        return (
            first,
            {
                record.next = 0
                self.record = record
                defer { self.record = nil }
                return make()
            }
        )
    }
}

/// Tests: `make`'s view, and how to make it again as SwiftUI does when the parent renders again:
/// `make` runs, and the new view keeps the first's `@State` and `@StateObject` storage (a
/// `@StateObject`'s autoclosure does not run again; a `@State`'s initial value is dropped).
@MainActor
public func _rendered<V>(_ make: @escaping () -> V) -> (first: V, again: () -> V) {
    _ViewStorage.rendered(make)
}

/// A view's own state: here a box the view shares with its bindings.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private final class Box: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Box

    public init(wrappedValue value: Value) {
        box = _ViewStorage.kept { Box(value) }
    }

    public init(initialValue value: Value) {
        box = _ViewStorage.kept { Box(value) }
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
        wrappedValue = _ViewStorage.kept(thunk)
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
    func makeCoordinator() -> Coordinator

    typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable {
    public var body: Never { fatalError("\(Self.self) is a primitive view") }
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
}

extension UIViewControllerRepresentable {
    /// Tests: what SwiftUI would host. SwiftUI keeps the coordinator while the view is shown;
    /// here the controller keeps it.
    public func _makeForTesting() -> UIViewControllerType {
        let coordinator = makeCoordinator()
        let controller = makeUIViewController(context: UIViewControllerRepresentableContext(coordinator: coordinator))
        controller._keptForTesting = coordinator
        return controller
    }
}

/// The environment a view reads: `dismiss`, and the values of keys (`EnvironmentKey`).
public struct EnvironmentValues: @unchecked Sendable {
    public var dismiss = DismissAction()
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Stand-in: what a view made inside `_withEnvironment` reads (SwiftUI passes the
    /// environment down the hierarchy it renders; tests render by hand).
    nonisolated(unsafe) static var current = EnvironmentValues()
}

/// Tests: runs `body`, typically a view's `body`, with `values` as the environment of the views
/// it makes, as SwiftUI renders a presented view inside its presentation.
@MainActor
public func _withEnvironment<Result>(_ values: EnvironmentValues, _ body: () -> Result) -> Result {
    let saved = EnvironmentValues.current
    EnvironmentValues.current = values
    defer { EnvironmentValues.current = saved }
    return body()
}

/// Dismisses the presentation the view is in.
@MainActor @preconcurrency
public struct DismissAction: Sendable {
    private let action: (@MainActor @Sendable () -> Void)?

    nonisolated public init() {
        action = nil
    }

    /// Stand-in: a dismiss that ends a presentation (SwiftUI's initializer is internal).
    nonisolated init(_ action: @escaping @MainActor @Sendable () -> Void) {
        self.action = action
    }

    public func callAsFunction() {
        action?()
    }
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let value: Value

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        value = EnvironmentValues.current[keyPath: keyPath]
    }

    public var wrappedValue: Value { value }
}

/// A key of a value of the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// What `transformEnvironment(_:transform:)` wraps its view in.
public struct _EnvironmentView<Content: View> {
    public let content: Content
    let transform: (inout EnvironmentValues) -> Void
}

extension _EnvironmentView: _PrimitiveView {}

extension View {
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        _EnvironmentView(content: self) { values in transform(&values[keyPath: keyPath]) }
    }
}

/// Tests: a view that changes the environment of the views inside it.
public protocol _EnvironmentWriting {
    func _write(_ values: inout EnvironmentValues)
}

extension _EnvironmentView: _EnvironmentWriting {
    public func _write(_ values: inout EnvironmentValues) {
        transform(&values)
    }
}

/// Tests: the environment the views inside `view` see, as SwiftUI would pass it down: the
/// current one, with what every environment modifier on the way in writes, outermost first.
/// Render the view again inside `_withEnvironment` with it for its views to read it.
public func _environment(of view: Any) -> EnvironmentValues {
    var values = EnvironmentValues.current
    func visit(_ value: Any) {
        if let writer = value as? any _EnvironmentWriting { writer._write(&values) }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle != .class else { return }
        for child in mirror.children { visit(child.value) }
    }
    visit(view)
    return values
}
