import SwiftUI

public struct ProductCardView: View {
    // MARK: - Properties

    @ObservedObject private var intent: ProductCardIntent

    // MARK: - Lifecycle

    init(intent: ProductCardIntent) {
        self.intent = intent
    }

    /// The view with its intent: how another screen opens this one.
    public static func build(input: ProductCard.Input, output: ProductCard.Output? = nil) -> some View {
        let intent = ProductCardIntent(input: input, output: output)
        return ProductCardView(intent: intent)
    }

    // MARK: - Body

    public var body: some View {
        ZStack {
            navigationHeader()
            sideButtons()
            imageSliderAssembly()
            footerButtons()
            productCardList()
            priceCell()
        }
        .overlay(ProductCardRouter(screen: intent.model.routerSubject))
        .onAppear { intent.viewDidLoad() }
    }

    // MARK: - Custom Elements

    private func navigationHeader() -> some View {
        NavigationHeader(state: intent.model.navigationHeader) { intent.handleNavigationHeader($0) }
    }

    private func sideButtons() -> some View {
        SideButtons(state: intent.model.sideButtons) { intent.handleSideButtons($0) }
    }

    private func imageSliderAssembly() -> some View {
        ImageSliderAssembly(state: intent.model.imageSliderAssembly) { intent.handleImageSlider($0) }
    }

    private func footerButtons() -> some View {
        FooterButtons(state: intent.model.footerButtons) { intent.handleFooterButtons($0) }
    }

    private func productCardList() -> some View {
        ProductCardList(intent: intent)
    }

    private func priceCell() -> some View {
        PriceCell(state: intent.model.priceCell) { intent.handlePriceCell($0) }
    }
}
