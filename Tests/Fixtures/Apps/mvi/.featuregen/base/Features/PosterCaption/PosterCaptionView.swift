import SwiftUI
import UIKit

struct PosterCaptionView: View {
    // MARK: - Nested Types

    /// What the view tells whoever opened it, a case per output: `build` takes an `action`
    /// closure over them.
    enum ViewActionType {
        case didTapPoster
    }

    // MARK: - Properties

    let action: (ViewActionType) -> Void
    @StateObject private var intent: PosterCaptionViewIntent

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(action: @escaping (ViewActionType) -> Void, intent: @autoclosure @escaping () -> PosterCaptionViewIntent) {
        self.action = action
        _intent = StateObject(wrappedValue: intent())
    }

    /// The view with its intent: how another screen opens this one.
    static func build(poster: UIImage?, action: @escaping (ViewActionType) -> Void) -> some View {
        PosterCaptionView(action: action, intent: PosterCaptionViewIntent(poster: poster))
    }

    // MARK: - Body

    var body: some View {
        VStack {
            captionPicture()
            captionText()
            Text(intent.model.caption)
        }
    }
}

// MARK: - Custom Elements

private extension PosterCaptionView {
    func captionPicture() -> some View {
        CaptionPicture(state: intent.model.captionPicture) { intent.handleCaptionPicture($0) }
    }

    func captionText() -> some View {
        Text("CaptionText")
    }
}

// MARK: - Previews

struct PosterCaptionView_Previews: PreviewProvider {
    static var previews: some View {
        PosterCaption.root(input: .init(poster: nil))
    }
}
