import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
public struct PriceCell {
    @ObservableState
    public struct State: Equatable, Sendable {
        public var name: String
        public var bages: [String]
        public var actualPrice: String
        public var initialPrice: String
        public var priceDescription: String
        public var position: ProductCard.ViewState.Position

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

    public init() {}

    public var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .onSetPriceCellVisible:
                return .none
            }
        }
    }
}

// MARK: - View

public struct PriceCellView: View {
    public let store: StoreOf<PriceCell>

    public init(store: StoreOf<PriceCell>) {
        self.store = store
    }

    public var body: some View {
        Text("PriceCell")
    }
}

// MARK: - Preview

#Preview {
    PriceCellView(store: Store(initialState: PriceCell.State(name: "", bages: [], actualPrice: "", initialPrice: "", priceDescription: "", position: .bottom)) {
        PriceCell()
    })
}
