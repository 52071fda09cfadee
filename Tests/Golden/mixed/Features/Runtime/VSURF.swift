import SwiftUI
import UIKit

// MARK: - Services

/// The services factory: each feature's Unit is made here (`VSURFServices.Units.catalog()`),
/// so a ViewGroup is built without parameters of its own.
enum VSURFServices {
    enum Units {}
}

// MARK: - WeakReference

/// Holds a view's output (its ViewStateHolder) weakly, so the view does not keep it alive.
@propertyWrapper
struct WeakReference<Object> {
    private final class Box {
        weak var object: AnyObject?
    }

    private let box = Box()

    init(_ object: Object?) {
        box.object = object as AnyObject?
    }

    var wrappedValue: Object? {
        box.object as? Object
    }
}

// MARK: - NavigationState

/// A module's navigation: the screen pushed, the screen presented and the alert shown, with
/// the push/pop methods UIKit's navigation controller has.
protocol VSURFNavigationState {
    associatedtype Destination
    associatedtype Alert

    var pushed: Destination? { get set }
    var presented: Destination? { get set }
    var alert: Alert? { get set }
}

extension VSURFNavigationState {
    mutating func push(destination: Destination) {
        pushed = destination
    }

    mutating func present(destination: Destination) {
        presented = destination
    }

    mutating func show(alert: Alert) {
        self.alert = alert
    }

    mutating func pop() {
        pushed = nil
    }

    mutating func popToRoot() {
        pushed = nil
        presented = nil
    }

    var isPushed: Bool {
        get { pushed != nil }
        set { if !newValue { pushed = nil } }
    }

    var isPresented: Bool {
        get { presented != nil }
        set { if !newValue { presented = nil } }
    }

    var isAlertShown: Bool {
        get { alert != nil }
        set { if !newValue { alert = nil } }
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
