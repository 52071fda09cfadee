import SwiftUI
import UIKit

/// How other features open DescriptionImage, with its input.
enum DescriptionImage {
    // MARK: - Input

    struct Input {
        var image: UIImage
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// navigator is the navigation controller UIKit shows it in: its `dismiss` pops it from
    /// there, or dismisses it when presented.
    @MainActor
    static func build(input: Input, output: ((DescriptionImageReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { navigator in
            DescriptionImageView(image: input.image, navigator: navigator, output: output)
        }
    }
}
