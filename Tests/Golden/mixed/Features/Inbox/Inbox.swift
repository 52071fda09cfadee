import SwiftUI
import UIKit

/// How other features open Inbox, with its input.
enum Inbox {
    // MARK: - Input

    struct Input {
    }

    // MARK: - Building

    /// The screen for UIKit navigation: how a feature of another architecture opens it. Its
    /// navigator is the navigation controller UIKit shows it in: its `dismiss` pops it from
    /// there, or dismisses it when presented, and its push routes push their screens there.
    /// It takes the services its reducer's effects call, after its input and output.
    @MainActor
    static func build(input: Input, output: ((InboxReducer.Output) -> Void)? = nil, mail: MailClient) -> UIViewController {
        StateContainer.hostingController { navigator in
            InboxView(mail: mail, navigator: navigator, output: output)
        }
    }
}
