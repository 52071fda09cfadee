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

    /// The screen as the root of an app, a tab or a sheet: in a NavigationStack, where its push
    /// routes push their screens.
    @MainActor
    public static func root(input: Input) -> some View {
        NavigationStack {
            ImagePreviewView.build(input: input)
        }
    }

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    public static func build(input: Input) -> UIViewController {
        UIHostingController(rootView: ImagePreviewView.build(input: input))
    }
}
