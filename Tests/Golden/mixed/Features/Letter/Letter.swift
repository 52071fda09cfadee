import SwiftUI
import UIKit

/// How other features open Letter, with its input.
enum Letter {
    // MARK: - Input

    struct Input {
        var subject: String
    }

    // MARK: - Building

    /// The module for UIKit navigation: how a feature of another architecture opens it. It
    /// closes as its opener closes it: it has no `dismiss` of its own.
    /// It takes the services its unit calls, after its input.
    @MainActor
    static func build(input: Input, mail: MailClient) -> UIViewController {
        VSURFHost.controller { _ in
            LetterViewGroup(subject: input.subject, mail: mail)
        }
    }
}
