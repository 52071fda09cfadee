import SwiftUI
import UIKit

/// How other features open Shelf, with its input.
public enum Shelf {
    // MARK: - Input

    public struct Input {
        public init() {}
    }

    // MARK: - Building

    /// The screen as the root of an app, a tab or a sheet: in a NavigationStack, where its push
    /// routes push their screens.
    /// It takes the services its intent calls, after its input.
    @MainActor
    public static func root(input: Input, shelves: ShelvesClient) -> some View {
        NavigationStack {
            ShelfView.build(input: input, shelves: shelves)
        }
    }

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    /// In a NavigationStack of its own, where its push routes push their screens: UIKit
    /// presents it, or makes it the root of a window or a tab.
    @MainActor
    public static func build(input: Input, shelves: ShelvesClient) -> UIViewController {
        // SwiftUI's dismiss does nothing for a screen UIKit pushed or presented: the screen's
        // dismiss pops or dismisses its hosting controller instead.
        let uikitDismiss = UIKitDismiss()
        let controller = UIHostingController(
            rootView: NavigationStack {
                ShelfView.build(
                    input: input, shelves: shelves, uikitDismiss: { uikitDismiss() }
                )
            }
        )
        uikitDismiss.controller = controller
        return controller
    }
}
