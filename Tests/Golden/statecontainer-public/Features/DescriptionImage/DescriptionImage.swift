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

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    public static func build(input: Input, output: ((DescriptionImageReducer.Output) -> Void)? = nil) -> UIViewController {
        UIHostingController(rootView: DescriptionImageView(image: input.image, output: output))
    }
}
