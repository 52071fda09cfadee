import SwiftUI

public struct ProductCardView: View {
    // MARK: - Properties

    @StateObject private var intent: ProductCardIntent
    /// Set on the first appearance: `viewDidLoad` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false
    /// How the screen closes when UIKit showed it (`ProductCard.build`).
    private let uikitDismiss: (() -> Void)?

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(intent: @autoclosure @escaping () -> ProductCardIntent, uikitDismiss: (() -> Void)? = nil) {
        _intent = StateObject(wrappedValue: intent())
        self.uikitDismiss = uikitDismiss
    }

    /// The view with its intent: how another screen opens this one.
    public static func build(
        input: ProductCard.Input, output: ProductCard.Output? = nil, uikitDismiss: (() -> Void)? = nil
    ) -> some View {
        ProductCardView(intent: ProductCardIntent(input: input, output: output), uikitDismiss: uikitDismiss)
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            header()
            sideButtons()
            slider()
            footer()
            content()
            priceCell()
            Button("Dismiss") {
                intent.dismiss()
            }
        }
        .overlay(ProductCardRouter(screen: intent.model.routerSubject, uikitDismiss: uikitDismiss))
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            intent.viewDidLoad()
        }
    }

    // MARK: - Custom Elements

    private func header() -> some View {
        NavigationHeader(state: intent.model.navigationHeader) { intent.handleNavigationHeader($0) }
    }

    private func sideButtons() -> some View {
        SideButtons(state: intent.model.sideButtons) { intent.handleSideButtons($0) }
    }

    private func slider() -> some View {
        ImageSliderAssembly(state: intent.model.imageSliderAssembly) { intent.handleImageSlider($0) }
    }

    private func footer() -> some View {
        FooterButtons(state: intent.model.footerButtons) { intent.handleFooterButtons($0) }
    }

    private func content() -> some View {
        ProductCardList(intent: intent)
    }

    private func priceCell() -> some View {
        PriceCell(state: intent.model.priceCell) { intent.handlePriceCell($0) }
    }
}

// MARK: - Preview

#Preview {
    ProductCard.root(input: .init(article: ""))
}
