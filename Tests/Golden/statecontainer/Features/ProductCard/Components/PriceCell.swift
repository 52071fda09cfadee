import SwiftUI

/// A part of ProductCardView.
struct PriceCell: View {
    // MARK: - Nested Types

    nonisolated struct ViewState: Equatable, Sendable {
        let name: String
        let bages: [String]
        let actualPrice: String
        let initialPrice: String
        let priceDescription: String
        let position: ProductCard.ViewState.Position
    }

    enum Action: Sendable {
        case onSetPriceCellVisible(Bool)
    }

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("PriceCell")
    }
}

// MARK: - Preview

#Preview {
    PriceCell(state: .init(name: "", bages: [], actualPrice: "", initialPrice: "", priceDescription: "", position: .bottom)) { _ in }
}
