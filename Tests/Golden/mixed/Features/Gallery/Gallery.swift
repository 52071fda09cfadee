import SwiftUI
import UIKit

/// How other features open Gallery, with its input and output.
enum Gallery {
    /// Other features reach this feature's types through `Gallery.ViewState`.
    typealias ViewState = GalleryModel

    // MARK: - Input

    struct Input {
        var albumId: String
    }

    // MARK: - Output

    /// Nonisolated, as its closures are: an opener of any architecture, on any actor, builds it.
    nonisolated struct Output: Sendable {
        let didPick: @Sendable (_ photoId: String) -> Void
    }

    // MARK: - Building

    /// The screen as the root of an app, a tab or a sheet: in a NavigationStack, where its push
    /// routes push their screens.
    @MainActor
    static func root(input: Input, output: Output? = nil) -> some View {
        NavigationStack {
            GalleryView.build(input: input, output: output)
        }
    }

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    /// In a NavigationStack of its own, where its push routes push their screens: UIKit
    /// presents it, or makes it the root of a window or a tab.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        UIHostingController(
            rootView: NavigationStack {
                GalleryView.build(input: input, output: output)
            }
        )
    }
}
