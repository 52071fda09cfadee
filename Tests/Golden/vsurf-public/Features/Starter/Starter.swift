import SwiftUI
import UIKit

/// How other features open Starter, with its input.
public enum Starter {
    // MARK: - Input

    public struct Input {
        public var title: String

        public init(title: String) {
            self.title = title
        }
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    @MainActor
    public static func build(input: Input) -> UIViewController {
        VSURFHost.controller { dismiss in
            StarterViewGroup(title: input.title, dismiss: dismiss)
        }
    }
}
