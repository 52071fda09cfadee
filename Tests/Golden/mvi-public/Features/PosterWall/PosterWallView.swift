import SwiftUI

public struct PosterWallView: View {
    // MARK: - Properties

    @StateObject private var intent: PosterWallIntent

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(intent: @autoclosure @escaping () -> PosterWallIntent) {
        _intent = StateObject(wrappedValue: intent())
    }

    /// The view with its intent: how another screen opens this one.
    public static func build(input: PosterWall.Input, output: PosterWall.Output? = nil) -> some View {
        PosterWallView(intent: PosterWallIntent(input: input, output: output))
    }

    // MARK: - Body

    public var body: some View {
        ZStack {
            thumbnail()
            wallHeader()
        }
    }

    // MARK: - Custom Elements

    private func thumbnail() -> some View {
        PosterWall.Thumbnail(state: intent.model.thumbnail) { intent.handleThumbnail($0) }
    }

    private func wallHeader() -> some View {
        PosterWall.WallHeader(state: intent.model.wallHeader)
    }
}

// MARK: - Preview

#Preview {
    PosterWall.root(input: .init())
}
