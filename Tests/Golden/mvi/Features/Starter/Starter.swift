import SwiftUI
import UIKit

/// How other features open Starter, with its input and output.
enum Starter {
    // MARK: - Input

    struct Input {
        var title: String
    }

    // MARK: - Output

    struct Output {
        let didFinish: @Sendable () -> Void
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        UIHostingController(rootView: StarterView.build(input: input, output: output))
    }
}
