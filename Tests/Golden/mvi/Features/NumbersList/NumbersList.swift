import SwiftUI
import UIKit

/// How other features open NumbersList, with its input and output.
enum NumbersList {
    /// Other features reach this feature's types through `NumbersList.ViewState`.
    typealias ViewState = NumbersListModel

    // MARK: - Input

    struct Input {
    }

    // MARK: - Output

    /// Nonisolated, as its closures are: an opener of any architecture, on any actor, builds it.
    nonisolated struct Output: Sendable {
        let numbersDownloaded: @Sendable () -> Void
    }

    // MARK: - Building

    /// The screen as the root of an app, a tab or a sheet: in a NavigationStack, where its push
    /// routes push their screens.
    /// It takes the services its intent calls, after its input and output.
    @MainActor
    static func root(input: Input, output: Output? = nil, numbers: NumbersClient) -> some View {
        NavigationStack {
            NumbersListView.build(input: input, output: output, numbers: numbers)
        }
    }

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input, output: Output? = nil, numbers: NumbersClient) -> UIViewController {
        UIHostingController(rootView: NumbersListView.build(input: input, output: output, numbers: numbers))
    }
}
