import SwiftUI

/// swift-navigation's description of an alert, re-exported by TCA: a title, buttons that
/// send actions, and a message.
public struct AlertState<Action>: Identifiable {
    public let id = UUID()
    public var title: TextState
    public var buttons: [ButtonState<Action>]
    public var message: TextState?

    public init(
        title: () -> TextState,
        @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
        message: (() -> TextState)? = nil
    ) {
        self.title = title()
        self.buttons = actions()
        self.message = message?()
    }
}

/// As swift-navigation's: two alerts are equal when they say the same and their buttons do the
/// same, whatever their ids.
extension AlertState: Equatable where Action: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
    }
}

extension AlertState: _EphemeralState {}

extension AlertState: Sendable where Action: Sendable {}

public struct TextState: Equatable, Hashable, Sendable {
    public var text: String

    public init(_ content: some StringProtocol) {
        text = String(content)
    }
}

public struct ButtonState<Action>: Identifiable {
    public let id = UUID()
    public var role: ButtonStateRole?
    public var action: Action?
    public var label: TextState

    public init(role: ButtonStateRole? = nil, action: Action? = nil, label: () -> TextState) {
        self.role = role
        self.action = action
        self.label = label()
    }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: Equatable where Action: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.role == rhs.role && lhs.action == rhs.action && lhs.label == rhs.label
    }
}

/// What a button does to the alert besides its action: a cancel button dismisses it.
public enum ButtonStateRole: Equatable, Hashable, Sendable {
    case cancel
    case destructive
}

@resultBuilder
public enum ButtonStateBuilder<Action> {
    public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
        [expression]
    }

    public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
        components.flatMap { $0 }
    }
}

extension View {
    /// Presents an alert while the store's alert state is not nil; its buttons send their
    /// actions to the store.
    public func alert<ButtonAction>(_ item: Binding<Store<AlertState<ButtonAction>, ButtonAction>?>) -> some View {
        _AlertView(content: self, item: item)
    }
}

public struct _AlertView<Content: View, ButtonAction>: View {
    let content: Content
    let item: Binding<Store<AlertState<ButtonAction>, ButtonAction>?>

    public var body: some View { content }
}

/// swift-navigation's description of a confirmation dialog (an action sheet), re-exported by
/// TCA: as an alert's, with whether the title shows.
public struct ConfirmationDialogState<Action>: Identifiable {
    public let id = UUID()
    public var titleVisibility: ConfirmationDialogStateTitleVisibility
    public var title: TextState
    public var buttons: [ButtonState<Action>]
    public var message: TextState?

    public init(
        titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
        title: () -> TextState,
        @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
        message: (() -> TextState)? = nil
    ) {
        self.titleVisibility = titleVisibility
        self.title = title()
        self.buttons = actions()
        self.message = message?()
    }
}

public enum ConfirmationDialogStateTitleVisibility: Equatable, Hashable, Sendable {
    case automatic
    case hidden
    case visible
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.titleVisibility == rhs.titleVisibility && lhs.title == rhs.title && lhs.message == rhs.message
            && lhs.buttons == rhs.buttons
    }
}

extension ConfirmationDialogState: _EphemeralState {}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension View {
    /// Presents a confirmation dialog while the store's dialog state is not nil; its buttons
    /// send their actions to the store.
    public func confirmationDialog<ButtonAction>(
        _ item: Binding<Store<ConfirmationDialogState<ButtonAction>, ButtonAction>?>
    ) -> some View {
        _ConfirmationDialogView(content: self, item: item)
    }
}

public struct _ConfirmationDialogView<Content: View, ButtonAction>: View {
    let content: Content
    let item: Binding<Store<ConfirmationDialogState<ButtonAction>, ButtonAction>?>

    public var body: some View { content }
}
