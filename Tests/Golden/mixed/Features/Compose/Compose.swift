import SwiftUI
import UIKit

/// How other features open Compose, with its input.
enum Compose {
    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// navigator is the navigation controller UIKit shows it in: its `dismiss` pops it from
    /// there, or dismisses it when presented.
    /// It takes the services its reducer's effects call, after its input and output.
    @MainActor
    static func build(input: Input, output: ((ComposeReducer.Output) -> Void)? = nil, mail: MailClient) -> UIViewController {
        StateContainer.hostingController { navigator in
            ComposeView(mail: mail, navigator: navigator, output: output)
        }
    }
}
