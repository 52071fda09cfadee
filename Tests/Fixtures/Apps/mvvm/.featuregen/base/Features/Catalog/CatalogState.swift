import Combine
import Foundation
import SwiftUI

final class CatalogState: ViewStateProtocol {
    // MARK: - Properties

    @Published var items: [CatalogItem]
    @Published var cartCount: Int
    @Published var detailSelected: String?

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
