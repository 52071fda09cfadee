import SwiftUI

struct PosterShopView: View {
    // MARK: - Properties

    @StateObject private var intent: PosterShopIntent

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(intent: @autoclosure @escaping () -> PosterShopIntent) {
        _intent = StateObject(wrappedValue: intent())
    }

    /// The view with its intent: how another screen opens this one.
    static func build(shelf: String) -> some View {
        PosterShopView(intent: PosterShopIntent(shelf: shelf))
    }

    // MARK: - Body

    var body: some View {
        ZStack {
            thumbnail()
        }
    }

    // MARK: - Custom Elements

    private func thumbnail() -> some View {
        PosterShop.Thumbnail(state: intent.model.thumbnail)
    }
}

// MARK: - Preview

#Preview {
    PosterShop.root(input: .init(shelf: ""))
}
