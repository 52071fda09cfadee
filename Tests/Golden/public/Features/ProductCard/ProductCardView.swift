import SwiftUI

@MainActor
public struct ProductCardView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject public var state: ProductCard.ViewState
    public let reducer: Reducer<ProductCard.ViewModel>
    /// Set on the first appearance: `viewDidLoad` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Lifecycle

    public init(state: ProductCard.ViewState, reducer: Reducer<ProductCard.ViewModel>) {
        self.state = state
        self.reducer = reducer
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
                reducer(.dismiss)
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            reducer(.viewDidLoad)
        }
    }

    // MARK: - Subviews

    private var header: some View {
        NavigationHeader(
            state: state.navigationHeader,
            onAction: { reducer(.onNavigationHeaderAction($0)) }
        )
    }

    private var sideButtons: some View {
        SideButtons(
            position: state.position,
            loadingState: state.loadingState,
            onAction: { reducer(.onSideButtonsAction($0)) }
        )
    }

    private var slider: some View {
        ImageSliderAssembly(
            state: $state.imageSliderAssembly,
            onAction: { reducer(.onImageSliderAction($0)) }
        )
    }

    private var footer: some View {
        FooterButtons(
            state: state.footerButtons,
            onAction: { reducer(.onFooterButtonsAction($0)) }
        )
    }

    private var content: some View {
        ProductCardList(state: state, reducer: reducer)
    }

    private var priceCell: some View {
        PriceCell(
            state: state.priceCell,
            onAction: { reducer(.onPriceCellAction($0)) }
        )
    }
}

// MARK: - Preview

#Preview {
    ProductCard.preview(input: .init(article: ""))
}
