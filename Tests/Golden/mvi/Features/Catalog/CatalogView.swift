import SwiftUI

struct CatalogView: View {
    // MARK: - Properties

    @StateObject private var intent: CatalogIntent
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(intent: @autoclosure @escaping () -> CatalogIntent) {
        _intent = StateObject(wrappedValue: intent())
    }

    /// The view with its intent: how another screen opens this one.
    static func build(input: Catalog.Input) -> some View {
        CatalogView(intent: CatalogIntent(input: input))
    }

    // MARK: - Body

    var body: some View {
        VStack {
            catalogItemList()
            cartButton()
            Button("Open cart") {
                intent.openCart()
            }
        }
        .overlay(CatalogRouter(screen: intent.model.routerSubject, intent: intent))
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            intent.onAppear()
        }
    }

    // MARK: - Custom Elements

    private func catalogItemList() -> some View {
        CatalogItemList(state: intent.model.catalogItemList) { intent.handleCatalogItemList($0) }
    }

    private func cartButton() -> some View {
        CartButton(state: intent.model.cartButton) { intent.handleCartButton($0) }
    }
}

// MARK: - Preview

#Preview {
    Catalog.root(input: .init())
}
