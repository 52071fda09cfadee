import SwiftUI

/// A part of ProductCardView.
public struct PriceCell: View {
    // MARK: - Nested Types

    public nonisolated struct ViewState: Equatable, Sendable {
        public let name: String
        public let bages: [String]
        public let actualPrice: String
        public let initialPrice: String
        public let priceDescription: String
        public let position: ProductCard.ViewState.Position

        public init(name: String, bages: [String], actualPrice: String, initialPrice: String, priceDescription: String, position: ProductCard.ViewState.Position) {
            self.name = name
            self.bages = bages
            self.actualPrice = actualPrice
            self.initialPrice = initialPrice
            self.priceDescription = priceDescription
            self.position = position
        }
    }

    public enum Action: Sendable {
        case onSetPriceCellVisible(Bool)
    }

    // MARK: - Properties

    public let state: ViewState
    public let onAction: (Action) -> Void

    public init(state: ViewState, onAction: @escaping (Action) -> Void) {
        self.state = state
        self.onAction = onAction
    }

    // MARK: - Body

    public var body: some View {
        Text("PriceCell")
    }
}

// MARK: - Preview

#Preview {
    PriceCell(state: .init(name: "", bages: [], actualPrice: "", initialPrice: "", priceDescription: "", position: .bottom)) { _ in }
}
