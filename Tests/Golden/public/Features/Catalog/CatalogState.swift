import Combine
import Foundation
import SwiftUI

public final class CatalogState: ViewStateProtocol {
    // MARK: - Properties

    @Published public var items: [CatalogItem]
    @Published public var cartCount: Int
    @Published public var detailSelected: String?

    // MARK: - Subviews

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

    // MARK: - Lifecycle

    public init(input: Catalog.Input?) {
        items = []
        cartCount = 0
        detailSelected = nil
    }
}

// MARK: - Nested Types

extension Catalog.ViewState {
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
