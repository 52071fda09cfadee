import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
@MainActor
protocol CatalogModeling {
    var items: [Catalog.ViewState.CatalogItem] { get }
    var cartCount: Int { get }
    var detailSelected: String? { get }
    var catalogItemList: CatalogItemList.ViewState { get }
    var cartButton: CartButton.ViewState { get }
    var routerSubject: PassthroughSubject<CatalogRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
final class CatalogModel: ObservableObject, CatalogModeling {
    // MARK: - Properties

    @Published private(set) var items: [CatalogItem]
    @Published private(set) var cartCount: Int
    @Published private(set) var detailSelected: String?
    let routerSubject = PassthroughSubject<CatalogRouter.ScreenType, Never>()

    // MARK: - Lifecycle

    init(input: Catalog.Input) {
        items = []
        cartCount = 0
        detailSelected = nil
    }

    // MARK: - Custom Elements

    var catalogItemList: CatalogItemList.ViewState {
        .init(
            items: items
        )
    }

    var cartButton: CartButton.ViewState {
        .init(
            count: cartCount,
            isEnabled: cartCount > 0
        )
    }
}

// MARK: - Nested Types

extension CatalogModel {
    struct CatalogItem: Equatable, Sendable {
        var title: String
        var canRemoveFromCart: Bool
    }
}
