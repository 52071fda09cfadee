import SwiftUI
import UIKit

/// How other features open NumbersList, with its input and output.
public enum NumbersList {
    /// Other features reach this feature's types through `NumbersList.ViewState`.
    public typealias ViewState = NumbersListModel

    // MARK: - Input

    public struct Input {
        public init() {}
    }

    // MARK: - Output

    /// Nonisolated, as its closures are: an opener of any architecture, on any actor, builds it.
    public nonisolated struct Output: Sendable {
        public let numbersDownloaded: @Sendable () -> Void

        public init(
            numbersDownloaded: @escaping @Sendable () -> Void
        ) {
            self.numbersDownloaded = numbersDownloaded
        }
    }

    // MARK: - Building

    /// The screen as the root of an app, a tab or a sheet: in a NavigationStack, where its push
    /// routes push their screens.
    /// It takes the services its intent calls, after its input and output.
    @MainActor
    public static func root(input: Input, output: Output? = nil, numbers: NumbersClient) -> some View {
        NavigationStack {
            NumbersListView.build(input: input, output: output, numbers: numbers)
        }
    }

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    public static func build(input: Input, output: Output? = nil, numbers: NumbersClient) -> UIViewController {
        UIHostingController(rootView: NumbersListView.build(input: input, output: output, numbers: numbers))
    }
}
