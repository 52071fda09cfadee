import SwiftUI
import UIKit

/// How other features open Starter, with its input and output.
public enum Starter {
    // MARK: - Input

    public struct Input {
        public var title: String

        public init(title: String) {
            self.title = title
        }
    }

    // MARK: - Output

    public struct Output {
        public let didFinish: @Sendable () -> Void

        public init(
            didFinish: @escaping @Sendable () -> Void
        ) {
            self.didFinish = didFinish
        }
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    public static func build(input: Input, output: Output? = nil) -> UIViewController {
        UIHostingController(rootView: StarterView.build(input: input, output: output))
    }
}
