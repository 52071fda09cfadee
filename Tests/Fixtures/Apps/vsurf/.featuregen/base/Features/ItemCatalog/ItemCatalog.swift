import SwiftUI
import UIKit

/// How other features open ItemCatalog, with its input.
enum ItemCatalog {
    /// Specs name this feature's types `ItemCatalog.ViewState.<Type>`, in every architecture.
    enum ViewState {
        typealias CatalogItem = ItemCatalogView.CatalogItem
        typealias CartSnapshot = ItemCatalogView.CartSnapshot
    }

    // MARK: - Input

    struct Input {
    }
}
