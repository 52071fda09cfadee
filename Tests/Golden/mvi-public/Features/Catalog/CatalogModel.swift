import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; the intent changes it through the model's own methods.
@MainActor
public protocol CatalogModeling {
    var items: [Catalog.ViewState.CatalogItem] { get }
    var cartCount: Int { get }
    var detailSelected: String? { get }
    var catalogItemList: CatalogItemList.ViewState { get }
    var cartButton: CartButton.ViewState { get }
    var routerSubject: PassthroughSubject<CatalogRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
public final class CatalogModel: ObservableObject, CatalogModeling {
    // MARK: - Properties

    @Published public private(set) var items: [CatalogItem]
    @Published public private(set) var cartCount: Int
    @Published public private(set) var detailSelected: String?
    public let routerSubject = PassthroughSubject<CatalogRouter.ScreenType, Never>()

    // MARK: - Lifecycle

    init(input: Catalog.Input) {
        items = []
        cartCount = 0
        detailSelected = nil
    }

    // MARK: - Custom Elements

    public var catalogItemList: CatalogItemList.ViewState {
        .init(
            items: items
        )
    }

    public var cartButton: CartButton.ViewState {
        .init(
            count: cartCount,
            isEnabled: cartCount > 0
        )
    }
}

// MARK: - Nested Types

extension CatalogModel {
    public struct CatalogItem: Equatable, Sendable {
        public var title: String
        public var canRemoveFromCart: Bool

        public init(
            title: String,
            canRemoveFromCart: Bool
        ) {
            self.title = title
            self.canRemoveFromCart = canRemoveFromCart
        }
    }
}
