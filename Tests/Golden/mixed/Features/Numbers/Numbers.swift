import SwiftUI
import UIKit

/// How other features open Numbers, with its input.
enum Numbers {
    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input, output: ((NumbersReducer.Output) -> Void)? = nil) -> UIViewController {
        UIHostingController(rootView: NumbersView(output: output))
    }
}
