import SwiftUI
import UIKit

/// How other features open ImagePreview, with its input.
public enum ImagePreview {
    // MARK: - Input

    public struct Input {
        public var imageURL: URL

        public init(imageURL: URL) {
            self.imageURL = imageURL
        }
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// navigator is the navigation controller UIKit shows it in: its `dismiss` pops it from
    /// there, or dismisses it when presented.
    @MainActor
    public static func build(input: Input, output: ((ImagePreviewReducer.Output) -> Void)? = nil) -> UIViewController {
        StateContainer.hostingController { navigator in
            ImagePreviewView(imageURL: input.imageURL, navigator: navigator, output: output)
        }
    }
}
