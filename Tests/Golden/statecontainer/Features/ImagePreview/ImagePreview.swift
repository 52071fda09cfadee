import SwiftUI
import UIKit

/// How other features open ImagePreview, with its input.
enum ImagePreview {
    // MARK: - Input

    struct Input {
        var imageURL: URL
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented; it
    /// pushes its own routes on a NavigationStack of its own.
    @MainActor
    static func build(input: Input, output: ((ImagePreviewReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { dismiss in
            StateContainer.NavigationContainer(dismiss: dismiss) { navigator in
                ImagePreviewView(imageURL: input.imageURL, navigator: navigator, output: output)
            }
        }
    }
}
