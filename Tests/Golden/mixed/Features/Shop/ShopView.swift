import SwiftUI

@MainActor
struct ShopView: View, ViewProtocol {
    // MARK: - Properties

    @Bindable var state: Shop.ViewState
    let reducer: Reducer<Shop.ViewModel>

    // MARK: - Lifecycle

    init(state: Shop.ViewState, reducer: Reducer<Shop.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    var body: some View {
        VStack {
            counter
            shopTitle
            Button("Open basket") {
                reducer(.openBasket)
            }
            Button("Open checkout") {
                reducer(.openCheckout)
            }
            Button("Open numbers") {
                reducer(.openNumbers)
            }
        }
    }

    // MARK: - Subviews

    private var counter: some View {
        ItemCounter(
            count: $state.itemCount,
            mode: state.mode,
            onAction: { reducer(.onItemCounterAction($0)) }
        )
    }

    private var shopTitle: some View {
        ShopTitle(
            title: state.title
        )
    }
}

// MARK: - Preview

#Preview {
    Shop.preview(input: .init())
}
