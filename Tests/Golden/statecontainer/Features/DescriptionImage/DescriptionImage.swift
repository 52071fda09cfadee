import SwiftUI
import UIKit

/// How other features open DescriptionImage, with its input.
enum DescriptionImage {
    // MARK: - Input

    struct Input {
        var image: UIImage
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input, output: ((DescriptionImageReducer.Output) -> Void)? = nil) -> UIViewController {
        UIHostingController(rootView: DescriptionImageView(image: input.image, output: output))
    }
}
