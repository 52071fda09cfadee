// SwiftUI's `NavigationLink(value:label:)`, as the iOS 17 SDK declares it: a link that pushes
// a value on the enclosing `NavigationStack`'s path. Nothing here taps; a test follows a link
// through the stack it is in (`_NavigationStackPresenting.follow(_:)`).

@MainActor @preconcurrency
public struct NavigationLink<Label: View, Destination: View> {
    public let label: Label
    /// What the link pushes when tapped; nil disables it. SwiftUI keeps this private, tests read it.
    public let value: (any Hashable)?

    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {
        self.label = label()
        self.value = value
    }

    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text, Destination == Never {
        self.init(value: value) { Text(titleKey) }
    }
}

extension NavigationLink: _PrimitiveView {}

/// Tests: a navigation link found in a view, whatever its label.
@MainActor
public protocol _NavigationLinkFollowing {
    /// The value the link pushes, if it is enabled.
    var value: (any Hashable)? { get }
    /// The first text of the link's label.
    var titleText: Text? { get }
}

extension NavigationLink: _NavigationLinkFollowing {
    public var titleText: Text? { _firstText(in: label) }
}

/// The first `Text` in a view's value.
private func _firstText(in view: Any) -> Text? {
    if let text = view as? Text { return text }
    let mirror = Mirror(reflecting: view)
    guard mirror.displayStyle != .class else { return nil }
    return mirror.children.lazy.compactMap { _firstText(in: $0.value) }.first
}

/// The views a `ForEach` builds for its elements, as SwiftUI would now.
@MainActor
private protocol _ElementViewsBuilding {
    var elementViews: [Any] { get }
}

extension ForEach: _ElementViewsBuilding {
    var elementViews: [Any] { views }
}

/// Tests: the navigation links in a view's value and the views its `ForEach`es build, in order.
@MainActor
public func _navigationLinks(in view: Any) -> [any _NavigationLinkFollowing] {
    if let link = view as? any _NavigationLinkFollowing { return [link] }
    if let forEach = view as? any _ElementViewsBuilding { return forEach.elementViews.flatMap { _navigationLinks(in: $0) } }
    let mirror = Mirror(reflecting: view)
    guard mirror.displayStyle != .class else { return [] }
    return mirror.children.flatMap { _navigationLinks(in: $0.value) }
}
