import SwiftUI
import UIKit

/// How other features open NumbersList, with its input.
public enum NumbersList {
    /// Specs name this feature's types `NumbersList.ViewState.<Type>`, in every architecture.
    public typealias ViewState = NumbersListView.ViewState

    // MARK: - Input

    public struct Input {
        public init() {}
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    public static func build(input: Input) -> UIViewController {
        UIHostingController(rootView: NumbersListViewGroup())
    }
}
