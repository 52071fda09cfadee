import SwiftUI

extension PosterShop {
    /// A custom element of PosterShopView.
    public struct Thumbnail: View {
        // MARK: - Nested Types

        public struct ViewState {
            public let price: Double

            public init(price: Double) {
                self.price = price
            }
        }

        // MARK: - Properties

        public let state: ViewState

        public init(state: ViewState) {
            self.state = state
        }

        // MARK: - Body

        public var body: some View {
            Text("Thumbnail")
        }
    }
}

// MARK: - Preview

#Preview {
    PosterShop.Thumbnail(state: .init(price: 0))
}
