import SwiftUI

struct StallView: View {
    // MARK: - Properties

    @StateObject private var intent: StallIntent

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(intent: @autoclosure @escaping () -> StallIntent) {
        _intent = StateObject(wrappedValue: intent())
    }

    /// The view with its intent: how another screen opens this one.
    static func build(input: Stall.Input, output: Stall.Output? = nil) -> some View {
        StallView(intent: StallIntent(input: input, output: output))
    }

    // MARK: - Body

    var body: some View {
        ZStack {
            thumbnail()
        }
    }

    // MARK: - Custom Elements

    private func thumbnail() -> some View {
        Stall.Thumbnail(state: intent.model.thumbnail) { intent.handleThumbnail($0) }
    }
}

// MARK: - Preview

#Preview {
    Stall.root(input: .init())
}
