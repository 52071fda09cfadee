import SwiftUI
import UIKit

/// How other features open Starter, with its input.
enum Starter {
    // MARK: - Input

    struct Input {
        var title: String
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input) -> UIViewController {
        UIHostingController(rootView: StarterViewGroup(title: input.title))
    }
}
