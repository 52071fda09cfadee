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

    /// The module for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    @MainActor
    public static func build(input: Input) -> UIViewController {
        VSURFHost.controller { dismiss in
            ImagePreviewViewGroup(imageURL: input.imageURL, dismiss: dismiss)
        }
    }
}
