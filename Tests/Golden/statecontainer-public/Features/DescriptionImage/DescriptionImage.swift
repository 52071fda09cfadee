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
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    @MainActor
    public static func build(input: Input, output: ((DescriptionImageReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { dismiss in
            DescriptionImageView(image: input.image, navigator: StateContainer.Navigator(dismissRoot: dismiss), output: output)
        }
    }
}
