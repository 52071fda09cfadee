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

    /// The module for UIKit navigation: how a feature of another architecture opens it. It
    /// closes as its opener closes it: it has no `dismiss` of its own.
    @MainActor
    public static func build(input: Input) -> UIViewController {
        VSURFHost.controller { _ in
            ImagePreviewViewGroup(imageURL: input.imageURL)
        }
    }
}
