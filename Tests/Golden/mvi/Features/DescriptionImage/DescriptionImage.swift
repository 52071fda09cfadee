import SwiftUI
import UIKit

/// How other features open DescriptionImage, with its input.
enum DescriptionImage {
    // MARK: - Input

    struct Input {
        var image: UIImage
    }

    // MARK: - Building

    /// The screen as the root of an app, a tab or a sheet: in a NavigationStack, where its push
    /// routes push their screens.
    @MainActor
    static func root(input: Input) -> some View {
        NavigationStack {
            DescriptionImageView.build(input: input)
        }
    }

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input) -> UIViewController {
        // SwiftUI's dismiss does nothing for a screen UIKit pushed or presented: the screen's
        // dismiss pops or dismisses its hosting controller instead.
        let uikitDismiss = UIKitDismiss()
        let controller = UIHostingController(
            rootView: DescriptionImageView.build(input: input, uikitDismiss: { uikitDismiss() })
        )
        uikitDismiss.controller = controller
        return controller
    }
}
