import SwiftUI
import UIKit

/// How other features open Letter, with its input.
enum Letter {
    // MARK: - Input

    struct Input {
        var subject: String
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. Its
    /// `dismiss` pops it from the navigation controller, or dismisses it when presented.
    /// It takes the services its unit calls, after its input.
    @MainActor
    static func build(input: Input, mail: MailClient) -> UIViewController {
        VSURFHost.controller { dismiss in
            LetterViewGroup(subject: input.subject, mail: mail, dismiss: dismiss)
        }
    }
}
