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

    /// The module for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    public static func build(input: Input) -> UIViewController {
        UIHostingController(rootView: StarterViewGroup(title: input.title))
    }
}
