// NavigationPath, a NavigationStack over one, and navigationDestination(for:destination:),
// declared as the iOS 17 SDK declares them (reduced to what the templates call). The path keeps
// its values, so tests can read what was pushed and build the view SwiftUI would show.

/// A type-erased list of the values pushed on a `NavigationStack`.
public struct NavigationPath: Equatable {
    /// Tests: the values pushed, the first at the bottom of the stack.
    public private(set) var _elements: [AnyHashable] = []

    public init() {}

    public var count: Int { _elements.count }

    public var isEmpty: Bool { _elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) {
        _elements.append(AnyHashable(value))
    }

    public mutating func removeLast(_ k: Int = 1) {
        _elements.removeLast(k)
    }
}

extension NavigationStack where Data == NavigationPath {
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.init(
            _root: root(), path: path, destinations: { [] },
            push: { value in
                path.wrappedValue.append(value)
                return true
            })
    }
}

/// What `navigationDestination(for:destination:)` wraps its view in.
public struct _NavigationDestinationView<Content: View, D: Hashable, Destination: View> {
    public let content: Content
    let destination: (D) -> Destination
}

extension _NavigationDestinationView: _PrimitiveView {}

extension View {
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        _NavigationDestinationView(content: self, destination: destination)
    }
}

/// Tests: a `navigationDestination(for:)` found in a view, whatever its generic parameters.
public protocol _NavigationDestinationProviding {
    /// The view pushed for `value`, when the destination is for values of its type.
    @MainActor func _destination(for value: AnyHashable) -> (any View)?
}

extension _NavigationDestinationView: _NavigationDestinationProviding {
    public func _destination(for value: AnyHashable) -> (any View)? {
        (value.base as? D).map(destination)
    }
}

/// Tests: the view SwiftUI would push for `value`, from the first destination for its type in
/// `view` and the values it holds (not in objects or closures).
@MainActor
public func _navigationDestination(for value: AnyHashable, in view: Any) -> (any View)? {
    if let provider = view as? any _NavigationDestinationProviding, let destination = provider._destination(for: value) {
        return destination
    }
    let mirror = Mirror(reflecting: view)
    guard mirror.displayStyle != .class else { return nil }
    for child in mirror.children {
        if let destination = _navigationDestination(for: value, in: child.value) { return destination }
    }
    return nil
}

/// Tests: the path of a `NavigationStack` found in a view, whatever its root.
@MainActor
public protocol _NavigationPathHolding {
    var _path: NavigationPath { get }
}

extension NavigationStack: _NavigationPathHolding where Data == NavigationPath {
    public var _path: NavigationPath { path?.wrappedValue ?? NavigationPath() }
}

/// Tests: an `onAppear` found in a view, whatever its content.
public protocol _AppearancePerforming {
    /// Runs the action SwiftUI runs when the view appears.
    func _appear()
}

extension _AppearanceActionView: _AppearancePerforming {
    public func _appear() {
        action?()
    }
}
