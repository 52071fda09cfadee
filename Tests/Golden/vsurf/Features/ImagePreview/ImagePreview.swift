import SwiftUI
import UIKit

/// How other features open ImagePreview, with its input.
enum ImagePreview {
    // MARK: - Input

    struct Input {
        var imageURL: URL
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input) -> UIViewController {
        UIHostingController(rootView: ImagePreviewViewGroup(imageURL: input.imageURL))
    }
}
