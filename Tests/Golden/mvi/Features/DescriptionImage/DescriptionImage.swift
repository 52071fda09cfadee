import SwiftUI
import UIKit

/// How other features open DescriptionImage, with its input and output.
enum DescriptionImage {
    // MARK: - Input

    struct Input {
        var image: UIImage
    }

    // MARK: - Output

    struct Output {
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        UIHostingController(rootView: DescriptionImageView.build(input: input, output: output))
    }
}
