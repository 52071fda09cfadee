import SwiftUI
import UIKit

public struct PosterView: View {
    // MARK: - Properties

    @StateObject private var intent: PosterIntent
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(intent: @autoclosure @escaping () -> PosterIntent) {
        _intent = StateObject(wrappedValue: intent())
    }

    /// The view with its intent: how another screen opens this one.
    public static func build() -> some View {
        PosterView(intent: PosterIntent())
    }

    // MARK: - Body

    public var body: some View {
        ZStack {
            posterFrame()
            loadingCover()
            failureCover()
        }
        .overlay(PosterRouter(screen: intent.model.routerSubject, intent: intent))
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            intent.onAppear()
        }
    }
}

// MARK: - Custom Elements

private extension PosterView {
    func posterFrame() -> some View {
        PosterFrame(state: intent.model.posterFrame)
    }

    func loadingCover() -> some View {
        Text("LoadingCover")
    }

    func failureCover() -> some View {
        Text("FailureCover")
    }
}

// MARK: - Previews

struct PosterView_Previews: PreviewProvider {
    static var previews: some View {
        Poster.root(input: .init())
    }
}
