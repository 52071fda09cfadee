import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
protocol LetterUnitInput: AnyObject {}

/// What the state holder reads from the business unit.
@MainActor
protocol LetterUnitOutput: AnyObject {}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
final class LetterUnit {
    // MARK: - Private Properties

    /// The services its commands call.
    private let mail: MailClient

    // MARK: - Init

    init(mail: MailClient) {
        self.mail = mail
    }
}

// MARK: - LetterUnitInput

extension LetterUnit: LetterUnitInput {}

// MARK: - LetterUnitOutput

extension LetterUnit: LetterUnitOutput {}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
enum LetterUnitFactory {
    @MainActor
    static func produce(mail: MailClient) -> LetterUnitInput & LetterUnitOutput {
        LetterUnit(mail: mail)
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    static func letter(mail: MailClient) -> LetterUnitInput & LetterUnitOutput {
        LetterUnitFactory.produce(mail: mail)
    }
}
