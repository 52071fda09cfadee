import SwiftUI
import UIKit

/// How other features open NumbersList, with its input.
enum NumbersList {
    /// Specs name this feature's types `NumbersList.ViewState.<Type>`, in every architecture.
    typealias ViewState = NumbersListView.ViewState

    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input) -> UIViewController {
        UIHostingController(rootView: NumbersListViewGroup())
    }
}
