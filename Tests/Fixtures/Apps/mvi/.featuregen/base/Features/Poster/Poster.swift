import SwiftUI
import UIKit

/// How other features open Poster, with its input.
enum Poster {
    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The screen as the root of an app, a tab or a sheet: in a NavigationStack, where its push
    /// routes push their screens.
    @MainActor
    static func root(input: Input) -> some View {
        NavigationStack {
            PosterView.build()
        }
    }

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input) -> UIViewController {
        UIHostingController(rootView: PosterView.build())
    }
}
