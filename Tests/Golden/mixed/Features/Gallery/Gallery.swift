import SwiftUI
import UIKit

/// How other features open Gallery, with its input and output.
enum Gallery {
    // MARK: - Input

    struct Input {
        var albumId: String
    }

    // MARK: - Output

    struct Output {
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        UIHostingController(rootView: GalleryView.build(input: input, output: output))
    }
}
