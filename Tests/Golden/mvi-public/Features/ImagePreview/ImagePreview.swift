import SwiftUI
import UIKit

/// How other features open ImagePreview, with its input and output.
public enum ImagePreview {
    // MARK: - Input

    public struct Input {
        public var imageURL: URL

        public init(imageURL: URL) {
            self.imageURL = imageURL
        }
    }

    // MARK: - Output

    public nonisolated struct Output: Sendable {
        public init() {}
    }

    // MARK: - Building

    /// The screen as the root of an app, a tab or a sheet: in a NavigationStack, where its push
    /// routes push their screens.
    @MainActor
    public static func root(input: Input, output: Output? = nil) -> some View {
        NavigationStack {
            ImagePreviewView.build(input: input, output: output)
        }
    }

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    public static func build(input: Input, output: Output? = nil) -> UIViewController {
        UIHostingController(rootView: ImagePreviewView.build(input: input, output: output))
    }
}
