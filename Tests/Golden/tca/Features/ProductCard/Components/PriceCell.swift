import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
struct PriceCell {
    @ObservableState
    struct State: Equatable, Sendable {
        var name: String
        var bages: [String]
        var actualPrice: String
        var initialPrice: String
        var priceDescription: String
        var position: ProductCard.ViewState.Position

        init(name: String, bages: [String], actualPrice: String, initialPrice: String, priceDescription: String, position: ProductCard.ViewState.Position) {
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

    var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .onSetPriceCellVisible:
                return .none
            }
        }
    }
}

// MARK: - View

struct PriceCellView: View {
    let store: StoreOf<PriceCell>

    var body: some View {
        Text("PriceCell")
    }
}

// MARK: - Preview

#Preview {
    PriceCellView(store: Store(initialState: PriceCell.State(name: "", bages: [], actualPrice: "", initialPrice: "", priceDescription: "", position: .bottom)) {
        PriceCell()
    })
}
