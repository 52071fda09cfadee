import SwiftUI
import UIKit

/// How other features open DescriptionImage, with its input.
enum DescriptionImage {
    // MARK: - Input

    struct Input {
        var image: UIImage
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input) -> UIViewController {
        UIHostingController(rootView: DescriptionImageViewGroup(image: input.image))
    }
}
