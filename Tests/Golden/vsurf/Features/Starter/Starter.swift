import SwiftUI
import UIKit

/// How other features open Starter, with its input.
enum Starter {
    // MARK: - Input

    struct Input {
        var title: String
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    @MainActor
    static func build(input: Input) -> UIViewController {
        VSURFHost.controller { dismiss in
            StarterViewGroup(title: input.title, dismiss: dismiss)
        }
    }
}
