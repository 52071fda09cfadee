import Foundation
import SwiftUI

struct PriceCell: View {
    // MARK: - Nested Types

    struct ViewState {
        let name: String
        let bages: [String]
        let actualPrice: String
        let initialPrice: String
        let priceDescription: String
        let position: ProductCard.ViewState.Position

        init(
            name: String,
            bages: [String],
            actualPrice: String,
            initialPrice: String,
            priceDescription: String,
            position: ProductCard.ViewState.Position
        ) {
            self.name = name
            self.bages = bages
            self.actualPrice = actualPrice
            self.initialPrice = initialPrice
            self.priceDescription = priceDescription
            self.position = position
        }
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
    PriceCell(
        state: .init(name: "", bages: [], actualPrice: "", initialPrice: "", priceDescription: "", position: .bottom),
        onAction: { _ in }
    )
}
