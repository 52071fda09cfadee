import SwiftUI
import UIKit

/// How other features open NewsList, with its input.
enum NewsList {
    /// Specs name this feature's types `NewsList.ViewState.<Type>`, in every architecture.
    typealias ViewState = NewsListView.ViewState

    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    /// It takes the services its unit calls, after its input.
    @MainActor
    static func build(input: Input, news: NewsClient) -> UIViewController {
        VSURFHost.controller { dismiss in
            NewsListViewGroup(news: news, dismiss: dismiss)
        }
    }
}
