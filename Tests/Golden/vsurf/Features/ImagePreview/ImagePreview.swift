import SwiftUI
import UIKit

/// How other features open ImagePreview, with its input.
enum ImagePreview {
    // MARK: - Input

    struct Input {
        var imageURL: URL
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    @MainActor
    static func build(input: Input) -> UIViewController {
        VSURFHost.controller { dismiss in
            ImagePreviewViewGroup(imageURL: input.imageURL, dismiss: dismiss)
        }
    }
}
