// SwiftUI's `NavigationStack`, as the iOS 17 SDK declares the type: the root, and the screens
// pushed on it — by `navigationDestination` modifiers in the root, or by the initializer a
// library that drives the path uses (The Composable Architecture's `NavigationStack(path:…)`).

@MainActor @preconcurrency
public struct NavigationStack<Data, Root: View> {
    public let root: Root
    /// The path the stack shows, when it is given one (`NavigationStack(path:root:)`).
    public let path: Binding<Data>?
    let destinations: @MainActor () -> [any View]
    /// What a `NavigationLink` in the stack does with its value: puts it on the path, when the
    /// path takes values of its type (false otherwise).
    let push: @MainActor (any Hashable) -> Bool

    public init(
        _root root: Root, path: Binding<Data>? = nil, destinations: @escaping @MainActor () -> [any View],
        push: @escaping @MainActor (any Hashable) -> Bool = { _ in false }
    ) {
        self.root = root
        self.path = path
        self.destinations = destinations
        self.push = push
    }
}

extension NavigationStack: _PrimitiveView {}

/// Tests: a navigation stack found in a view, whatever its generic parameters.
@MainActor
public protocol _NavigationStackPresenting {
    /// The screens on the stack above the root, bottom first, as SwiftUI would show them now.
    var pushedViews: [any View] { get }
    /// The links in the root, in order.
    var links: [any _NavigationLinkFollowing] { get }
    /// Taps `link`: pushes its value, as SwiftUI does; false when the path takes no such value.
    @discardableResult
    func follow(_ link: any _NavigationLinkFollowing) -> Bool
}

extension NavigationStack: _NavigationStackPresenting {
    public var pushedViews: [any View] { destinations() }

    public var links: [any _NavigationLinkFollowing] { _navigationLinks(in: root) }

    @discardableResult
    public func follow(_ link: any _NavigationLinkFollowing) -> Bool {
        link.value.map(push) ?? false
    }
}

/// Tests: the first navigation stack in a view's value and the values it holds.
@MainActor
public func _firstNavigationStack(in view: Any) -> (any _NavigationStackPresenting)? {
    if let stack = view as? any _NavigationStackPresenting { return stack }
    let mirror = Mirror(reflecting: view)
    guard mirror.displayStyle != .class else { return nil }
    for child in mirror.children {
        if let stack = _firstNavigationStack(in: child.value) { return stack }
    }
    return nil
}
