import SwiftUI
import UIKit

// MARK: - View

extension View {
    /// Type-erases a view, so a function can return one of several (seed 001's helper).
    func toAnyView() -> AnyView {
        AnyView(self)
    }
}

// MARK: - ScreenController

/// Shows a feature of another architecture, which opens as a view controller, from a Router.
struct ScreenController: UIViewControllerRepresentable {
    private let make: () -> UIViewController

    init(_ make: @escaping () -> UIViewController) {
        self.make = make
    }

    func makeUIViewController(context: Context) -> UIViewController {
        make()
    }

    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}
