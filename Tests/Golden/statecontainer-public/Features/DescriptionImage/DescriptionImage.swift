import SwiftUI
import UIKit

/// How other features open DescriptionImage, with its input.
public enum DescriptionImage {
    // MARK: - Input

    public struct Input {
        public var image: UIImage

        public init(image: UIImage) {
            self.image = image
        }
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// navigator is the navigation controller UIKit shows it in: its `dismiss` pops it from
    /// there, or dismisses it when presented.
    @MainActor
    public static func build(input: Input, output: ((DescriptionImageReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { navigator in
            DescriptionImageView(image: input.image, navigator: navigator, output: output)
        }
    }
}
