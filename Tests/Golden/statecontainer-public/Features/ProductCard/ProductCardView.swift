import SwiftUI

public struct ProductCardView: View {
    // MARK: - Properties

    @StateObject private var store: ProductCardReducer.ViewStore
    private let output: ((ProductCardReducer.Output) -> Void)?

    // MARK: - Lifecycle

    public init(article: String, output: ((ProductCardReducer.Output) -> Void)? = nil) {
        _store = StateObject(wrappedValue: ProductCardReducer.ViewStore(state: .init(article: article), reducer: ProductCardReducer()))
        self.output = output
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            navigationHeader
            sideButtons
            imageSliderAssembly
            footerButtons
            productCardList
            priceCell
        }
        .onAppear { store.send(.viewDidLoad) }
        .onReceive(store.outputPublisher) { output?($0) }
    }

    // MARK: - Subviews

    private var navigationHeader: some View {
        NavigationHeader(state: store.navigationHeader) { store.send(.onNavigationHeaderAction($0)) }
    }

    private var sideButtons: some View {
        SideButtons(state: store.sideButtons) { store.send(.onSideButtonsAction($0)) }
    }

    private var imageSliderAssembly: some View {
        ImageSliderAssembly(state: store.imageSliderAssembly) { store.send(.onImageSliderAction($0)) }
    }

    private var footerButtons: some View {
        FooterButtons(state: store.footerButtons) { store.send(.onFooterButtonsAction($0)) }
    }

    private var productCardList: some View {
        ProductCardList(store: store)
    }

    private var priceCell: some View {
        PriceCell(state: store.priceCell) { store.send(.onPriceCellAction($0)) }
    }
}
