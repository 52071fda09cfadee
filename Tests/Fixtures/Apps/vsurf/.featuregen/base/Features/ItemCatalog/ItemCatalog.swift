import SwiftUI

/// ItemCatalog, a screen of the Shop flow, which ShopViewGroup assembles and navigates.
enum ItemCatalog {
    /// Other features reach this feature's types through `ItemCatalog.ViewState`.
    enum ViewState {
        typealias CatalogItem = ItemCatalogView.CatalogItem
        typealias CartSnapshot = ItemCatalogView.CartSnapshot
    }
}
