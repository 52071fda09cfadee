import SwiftUI

extension PosterShop {
    /// A custom element of PosterShopView.
    struct Thumbnail: View {
        // MARK: - Nested Types

        struct ViewState {
            let price: Double
        }

        // MARK: - Properties

        let state: ViewState

        // MARK: - Body

        var body: some View {
            Text("Thumbnail")
        }
    }
}

// MARK: - Preview

#Preview {
    PosterShop.Thumbnail(state: .init(price: 0))
}
