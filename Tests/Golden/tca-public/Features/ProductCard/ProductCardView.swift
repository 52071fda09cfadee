import ComposableArchitecture
import SwiftUI

public struct ProductCardView: View {
    // MARK: - Properties

    public let store: StoreOf<ProductCard>

    // MARK: - Lifecycle

    public init(store: StoreOf<ProductCard>) {
        self.store = store
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            header
            sideButtons
            slider
            footer
            content
            priceCell
            Button("Dismiss") {
                store.send(.dismiss)
            }
        }
        .onAppear {
            store.send(.viewDidLoad)
        }
    }

    // MARK: - Subviews

    private var header: some View {
        NavigationHeaderView(store: store.scope(\.navigationHeader, action: \.navigationHeader))
    }

    private var sideButtons: some View {
        SideButtonsView(store: store.scope(\.sideButtons, action: \.sideButtons))
    }

    private var slider: some View {
        ImageSliderAssemblyView(store: store.scope(\.imageSliderAssembly, action: \.imageSliderAssembly))
    }

    private var footer: some View {
        FooterButtonsView(store: store.scope(\.footerButtons, action: \.footerButtons))
    }

    private var content: some View {
        ProductCardListView(store: store)
    }

    private var priceCell: some View {
        PriceCellView(store: store.scope(\.priceCell, action: \.priceCell))
    }
}

// MARK: - Preview

#Preview {
    ProductCardView(store: Store(initialState: ProductCard.State(article: "")) {
        ProductCard()
    })
}
