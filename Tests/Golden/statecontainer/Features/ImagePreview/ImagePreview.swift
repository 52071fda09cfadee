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
    /// navigator is the navigation controller UIKit shows it in: its `dismiss` pops it from
    /// there, or dismisses it when presented.
    @MainActor
    static func build(input: Input, output: ((ImagePreviewReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { navigator in
            ImagePreviewView(imageURL: input.imageURL, navigator: navigator, output: output)
        }
    }
}
