/// A button's purpose (SwiftUI's `ButtonRole`).
public struct ButtonRole: Equatable, Sendable {
    let name: String

    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
}

public struct Button<Label: View> {
    public let label: Label
    public let role: ButtonRole?
    /// What a tap runs; SwiftUI keeps this private, tests call it.
    public let action: @MainActor () -> Void

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        role = nil
        self.action = action
    }

    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Button: _PrimitiveView {}

/// Whether a title shows (SwiftUI's `Visibility`).
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}

extension View {
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        _AlertView(
            content: self, title: title, isPresented: isPresented, actions: actions(), message: EmptyView(), isConfirmationDialog: true)
    }

    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        _AlertView(
            content: self, title: title, isPresented: isPresented, actions: actions(), message: message(), isConfirmationDialog: true)
    }
}

/// Tests: a button found in an alert's actions, whatever its label.
public protocol _ButtonPressing {
    var titleText: Text? { get }
    var role: ButtonRole? { get }
    var action: @MainActor () -> Void { get }
}

extension Button: _ButtonPressing {
    public var titleText: Text? { label as? Text }
}

/// Tests: the buttons in a view's value, in order.
public func _buttons(in view: Any) -> [any _ButtonPressing] {
    if let button = view as? any _ButtonPressing { return [button] }
    let mirror = Mirror(reflecting: view)
    guard mirror.displayStyle != .class else { return [] }
    return mirror.children.flatMap { _buttons(in: $0.value) }
}
