import SwiftUI
import UIKit

/// How other features open DescriptionImage, with its input and output.
public enum DescriptionImage {
    // MARK: - Input

    public struct Input {
        public var image: UIImage

        public init(image: UIImage) {
            self.image = image
        }
    }

    // MARK: - Output

    public struct Output {
        public init() {}
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    public static func build(input: Input, output: Output? = nil) -> UIViewController {
        UIHostingController(rootView: DescriptionImageView.build(input: input, output: output))
    }
}
