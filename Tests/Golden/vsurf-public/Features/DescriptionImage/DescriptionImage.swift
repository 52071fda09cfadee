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

    /// The module for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    @MainActor
    public static func build(input: Input) -> UIViewController {
        VSURFHost.controller { dismiss in
            DescriptionImageViewGroup(image: input.image, dismiss: dismiss)
        }
    }
}
