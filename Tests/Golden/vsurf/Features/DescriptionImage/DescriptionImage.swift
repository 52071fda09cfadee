import SwiftUI
import UIKit

/// How other features open DescriptionImage, with its input.
enum DescriptionImage {
    // MARK: - Input

    struct Input {
        var image: UIImage
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    @MainActor
    static func build(input: Input) -> UIViewController {
        VSURFHost.controller { dismiss in
            DescriptionImageViewGroup(image: input.image, dismiss: dismiss)
        }
    }
}
