import Foundation
import Observation
import SwiftUI

@Observable
final class CatalogState: ViewStateProtocol {
    // MARK: - Properties

    var items: [CatalogItem]
    var cartCount: Int
    var detailSelected: String?

    // MARK: - Subviews

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

    // MARK: - Lifecycle

    init(input: Catalog.Input?) {
        items = []
        cartCount = 0
        detailSelected = nil
    }
}

// MARK: - Nested Types

extension Catalog.ViewState {
    struct CatalogItem: Equatable, Sendable {
        var title: String
        var canRemoveFromCart: Bool
    }
}
