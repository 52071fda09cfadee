import SwiftUI
import UIKit

/// How other features open Inbox, with its input.
enum Inbox {
    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented; it
    /// pushes its own routes on a NavigationStack of its own.
    /// It takes the services its reducer's effects call, after its input and output.
    @MainActor
    static func build(input: Input, output: ((InboxReducer.Output) -> Void)? = nil, mail: MailClient) -> UIViewController {
        StateContainer.hostingController { dismiss in
            StateContainer.NavigationContainer(dismiss: dismiss) { navigator in
                InboxView(mail: mail, navigator: navigator, output: output)
            }
        }
    }
}
