import SwiftUI
import UIKit

/// How other features open NumbersList, with its input and output.
enum NumbersList {
    /// Other features reach this feature's types through `NumbersList.ViewState`.
    typealias ViewState = NumbersListView.ViewState

    // MARK: - Input

    struct Input {
    }

    // MARK: - Output

    /// What NumbersList tells the feature that shows it. That feature passes itself to
    /// NumbersListViewGroup, which hands it, held weakly, to the state holder that calls it.
    @MainActor
    protocol Output: AnyObject {
        func numbersDownloaded()
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. It
    /// closes as its opener closes it: it has no `dismiss` of its own.
    /// It takes the services its unit calls, after its input and output.
    @MainActor
    static func build(input: Input, output: Output? = nil, numbers: NumbersClient) -> UIViewController {
        VSURFHost.controller { _ in
            NumbersListViewGroup(numbers: numbers, output: output)
        }
    }
}
