import SwiftUI
import UIKit

// MARK: - View

extension View {
    /// Type-erases a view, so a function can return one of several (seed 001's helper).
    func toAnyView() -> AnyView {
        AnyView(self)
    }
}

// MARK: - UIKitDismiss

/// Closes a screen UIKit showed: pops its hosting controller off the navigation stack, or
/// dismisses it when it was presented. SwiftUI's `dismiss` does neither for a screen in a
/// UIHostingController, so `build(input:output:)` gives the screen this one.
@MainActor
final class UIKitDismiss {
    weak var controller: UIViewController?

    init() {}

    func callAsFunction() {
        if let navigationController = controller?.navigationController,
           navigationController.viewControllers.count > 1 {
            navigationController.popViewController(animated: true)
        } else {
            controller?.dismiss(animated: true)
        }
    }
}

// MARK: - ScreenController

/// Shows a feature of another architecture, which opens as a view controller, from a Router.
struct ScreenController: UIViewControllerRepresentable {
    private let output: AnyObject?
    private let make: () -> UIViewController

    /// - Parameters:
    ///   - output: What the screen reports to, when it holds it weakly (a vsurf module's
    ///     `Output`): the coordinator keeps it for as long as the screen is shown.
    init(keeping output: AnyObject? = nil, _ make: @escaping () -> UIViewController) {
        self.output = output
        self.make = make
    }

    func makeCoordinator() -> AnyObject? {
        output
    }

    func makeUIViewController(context: Context) -> UIViewController {
        make()
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}
