import SwiftUI
import UIKit

/// How other features open NumbersList, with its input.
enum NumbersList {
    /// Other features reach this feature's types through `NumbersList.ViewState`.
    typealias ViewState = NumbersListReducer.State

    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// navigator is the navigation controller UIKit shows it in: its `dismiss` pops it from
    /// there, or dismisses it when presented.
    /// It takes the services its reducer's effects call, after its input and output.
    @MainActor
    static func build(input: Input, output: ((NumbersListReducer.Output) -> Void)? = nil, numbers: NumbersClient) -> UIViewController {
        StateContainer.hostingController { navigator in
            NumbersListView(numbers: numbers, navigator: navigator, output: output)
        }
    }
}
