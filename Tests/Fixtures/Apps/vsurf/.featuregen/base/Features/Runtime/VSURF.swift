import SwiftUI
import UIKit

// MARK: - Services

/// The services factory: each feature's Unit is made here (`VSURFServices.Units.catalog()`),
/// from the services its spec names, which the ViewGroup is given.
enum VSURFServices {
    enum Units {}
}

// MARK: - WeakReference

/// Holds a view's output (its ViewStateHolder) weakly, so the view does not keep it alive: the
/// one given to the view's initializer, or else the one a ViewGroup hands down the view
/// hierarchy with `.weakReference(stateHolder, as: XViewOutput.self)`, read from the
/// environment.
@propertyWrapper
struct WeakReference<Object>: DynamicProperty {
    private final class Box {
        weak var object: AnyObject?
    }

    private let box = Box()
    @Environment(\.vsurfWeakReferences) private var references

    init(_ object: Object?) {
        box.object = object as AnyObject?
    }

    /// Reads the object from the environment.
    init() {}

    var wrappedValue: Object? {
        box.object as? Object ?? references.object(as: Object.self)
    }
}

/// The objects `.weakReference(_:as:)` hands down, held weakly, by the type they are read as.
struct VSURFWeakReferences: Sendable {
    private final class Box: @unchecked Sendable {
        weak var object: AnyObject?

        init(_ object: AnyObject) {
            self.object = object
        }
    }

    private var boxes: [ObjectIdentifier: Box] = [:]

    init() {}

    func object<Object>(as type: Object.Type) -> Object? {
        boxes[ObjectIdentifier(type)]?.object as? Object
    }

    mutating func add(_ object: AnyObject, as type: Any.Type) {
        boxes[ObjectIdentifier(type)] = Box(object)
    }
}

private struct VSURFWeakReferencesKey: EnvironmentKey {
    static let defaultValue = VSURFWeakReferences()
}

extension EnvironmentValues {
    var vsurfWeakReferences: VSURFWeakReferences {
        get { self[VSURFWeakReferencesKey.self] }
        set { self[VSURFWeakReferencesKey.self] = newValue }
    }
}

extension View {
    /// Hands `object` down to the views inside, held weakly, for `@WeakReference` to read as
    /// `type` (`.weakReference(stateHolder, as: CartViewOutput.self)`).
    func weakReference<Object>(_ object: AnyObject, as type: Object.Type) -> some View {
        transformEnvironment(\.vsurfWeakReferences) { $0.add(object, as: type) }
    }
}

// MARK: - NavigationState

/// A navigation: the path of the NavigationStack its ViewGroup shows, with the push/pop
/// methods UIKit's navigation controller has.
protocol VSURFNavigating {
    associatedtype Destination

    var path: NavigationPath { get set }
    /// How many screens of the path are not this navigation's to pop: none when it shows its
    /// own stack; pushed on its opener's, the opener's screens and its own first one.
    var rootDepth: Int { get set }
}

extension VSURFNavigating {
    mutating func push(destination: Destination) {
        path.append(VSURFScreen(destination, depth: path.count))
    }

    /// Pops the screen on top, when this navigation pushed it.
    mutating func pop() {
        guard path.count > rootDepth else { return }
        path.removeLast()
    }

    /// Pops the screen pushed at `depth` and whatever was pushed above it since: how a pushed
    /// module closes, on a stack it shares with its opener.
    mutating func pop(to depth: Int) {
        guard path.count > depth else { return }
        path.removeLast(path.count - depth)
    }

    /// Pops what this navigation pushed, back to its first screen.
    mutating func popToRoot() {
        pop(to: rootDepth)
    }
}

/// A module's navigation, which also presents a screen as a sheet: `sheet(item:)` shows the
/// presented screen, and keeps showing it while the sheet closes.
protocol VSURFPresenting: VSURFNavigating {
    var presented: VSURFScreen<Destination>? { get set }
}

extension VSURFPresenting {
    /// Presents the destination, on a stack of its own.
    mutating func present(destination: Destination) {
        presented = VSURFScreen(destination, depth: 0)
    }

    var isPresented: Bool {
        get { presented != nil }
        set { if !newValue { presented = nil } }
    }
}

/// A navigation that shows alerts.
protocol VSURFAlerting {
    associatedtype Alert

    var alert: Alert? { get set }
}

extension VSURFAlerting {
    mutating func show(alert: Alert) {
        self.alert = alert
    }

    var isAlertShown: Bool {
        get { alert != nil }
        set { if !newValue { alert = nil } }
    }
}

/// A navigation that shows confirmation dialogs, each with its buttons.
protocol VSURFConfirming {
    associatedtype ConfirmationDialog

    var confirmationDialog: ConfirmationDialog? { get set }
}

extension VSURFConfirming {
    mutating func show(confirmationDialog: ConfirmationDialog) {
        self.confirmationDialog = confirmationDialog
    }

    /// Whether a confirmation dialog is shown: SwiftUI's binding, which closes it.
    var isConfirmationDialogShown: Bool {
        get { confirmationDialog != nil }
        set { if !newValue { confirmationDialog = nil } }
    }
}

extension Binding where Value: VSURFNavigating {
    /// The navigation state on the stack `path` binds, where the module's screen was pushed at
    /// `depth`: a module pushed on its opener's NavigationStack pushes there too, as SwiftUI
    /// shows one stack per navigation, and pops no further than its own screen (nil: the module
    /// is the root of its navigation, and the path is its own).
    func pushing(on path: Binding<NavigationPath>?, at depth: Int) -> Binding<Value> {
        guard let path else { return self }
        return Binding(
            get: {
                var navigationState = wrappedValue
                navigationState.path = path.wrappedValue
                navigationState.rootDepth = depth + 1
                return navigationState
            },
            set: { navigationState in
                path.wrappedValue = navigationState.path
                // The opener's binding keeps the path; the module keeps the rest.
                var navigationState = navigationState
                navigationState.path = NavigationPath()
                navigationState.rootDepth = 0
                wrappedValue = navigationState
            })
    }
}

extension Binding {
    /// A flow's selection as its view sets it: the destination of the screen the flow presents
    /// with `sheet(item:)`, which keeps the screen while the sheet closes.
    func destination<Destination>() -> Binding<Destination?> where Value == VSURFScreen<Destination>? {
        Binding<Destination?>(
            get: { wrappedValue?.destination },
            set: { destination in wrappedValue = destination.map { VSURFScreen($0, depth: 0) } })
    }
}

/// A destination on a navigation path or in a sheet, told apart from an equal one shown
/// twice, so a destination's values need not be Hashable.
struct VSURFScreen<Destination>: Hashable, Identifiable {
    let id = UUID()
    let destination: Destination
    /// Its place on its stack: how many screens were under it when it was pushed (0 in a sheet,
    /// which starts a stack of its own).
    let depth: Int

    init(_ destination: Destination, depth: Int) {
        self.destination = destination
        self.depth = depth
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

// MARK: - UIKit

/// Hosts a module for UIKit and gives it a dismiss that closes it the way UIKit showed it:
/// popped from its navigation controller, or dismissed when presented.
@MainActor
final class VSURFHost {
    /// Held weakly: the controller holds the module.
    private weak var controller: UIViewController?

    private init() {}

    static func controller<Content: View>(_ content: (_ dismiss: @escaping @MainActor () -> Void) -> Content) -> UIViewController {
        let host = VSURFHost()
        let controller = UIHostingController(rootView: content { host.close() })
        host.controller = controller
        return controller
    }

    private func close() {
        guard let controller else { return }
        if let navigation = controller.navigationController, navigation.viewControllers.first !== controller {
            navigation.popViewController(animated: true)
        } else {
            controller.dismiss(animated: true)
        }
    }
}

// MARK: - Screens of other architectures

/// Shows a feature of another architecture, which opens as a view controller.
struct VSURFHostedScreen: UIViewControllerRepresentable {
    private let make: () -> UIViewController

    init(_ make: @escaping () -> UIViewController) {
        self.make = make
    }

    func makeUIViewController(context: Context) -> UIViewController {
        make()
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}
