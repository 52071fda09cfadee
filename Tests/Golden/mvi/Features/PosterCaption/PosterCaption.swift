import SwiftUI
import UIKit

/// How other features open PosterCaption, with its input and output.
enum PosterCaption {
    // MARK: - Input

    struct Input {
        var poster: UIImage?
    }

    // MARK: - Output

    /// Nonisolated, as its closures are: an opener of any architecture, on any actor, builds it.
    nonisolated struct Output: Sendable {
        let didTapPoster: @Sendable () -> Void
    }

    // MARK: - Building

    /// The screen as the root of an app, a tab or a sheet: in a NavigationStack, where its push
    /// routes push their screens.
    @MainActor
    static func root(input: Input, output: Output? = nil) -> some View {
        NavigationStack {
            PosterCaptionView.build(poster: input.poster, action: viewAction(output))
        }
    }

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        UIHostingController(rootView: PosterCaptionView.build(poster: input.poster, action: viewAction(output)))
    }

    /// The view's actions, each sent to its closure of the output: how `root` and `build` hand
    /// the output to the view.
    @MainActor
    static func viewAction(_ output: Output?) -> (PosterCaptionView.ViewActionType) -> Void {
        { action in
            switch action {
            case .didTapPoster:
                output?.didTapPoster()
            }
        }
    }
}
