import SwiftUI
import UIKit

/// How other features open ImagePreview, with its input and output.
enum ImagePreview {
    // MARK: - Input

    struct Input {
        var imageURL: URL
    }

    // MARK: - Output

    struct Output {
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        UIHostingController(rootView: ImagePreviewView.build(input: input, output: output))
    }
}
