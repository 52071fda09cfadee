import SwiftUI

/// ItemCatalog, a screen of the Shop flow, which ShopViewGroup assembles and navigates.
enum ItemCatalog {
    /// Specs name this feature's types `ItemCatalog.ViewState.<Type>`, in every architecture.
    enum ViewState {
        typealias CatalogItem = ItemCatalogView.CatalogItem
        typealias CartSnapshot = ItemCatalogView.CartSnapshot
    }
}
