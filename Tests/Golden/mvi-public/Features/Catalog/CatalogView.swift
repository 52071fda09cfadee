import SwiftUI

public struct CatalogView: View {
    // MARK: - Properties

    @ObservedObject private var intent: CatalogIntent

    // MARK: - Lifecycle

    init(intent: CatalogIntent) {
        self.intent = intent
    }

    /// The view with its intent: how another screen opens this one.
    public static func build(input: Catalog.Input, output: Catalog.Output? = nil) -> some View {
        let intent = CatalogIntent(input: input, output: output)
        return CatalogView(intent: intent)
    }

    // MARK: - Body

    public var body: some View {
        ZStack {
            catalogItemList()
            cartButton()
        }
        .overlay(CatalogRouter(screen: intent.model.routerSubject))
        .onAppear { intent.onAppear() }
    }

    // MARK: - Custom Elements

    private func catalogItemList() -> some View {
        CatalogItemList(state: intent.model.catalogItemList) { intent.handleCatalogItemList($0) }
    }

    private func cartButton() -> some View {
        CartButton(state: intent.model.cartButton) { intent.handleCartButton($0) }
    }
}
