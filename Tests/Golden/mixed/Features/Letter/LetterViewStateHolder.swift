import Combine
import SwiftUI

/// Turns the unit's business state into LetterView's state, and passes the view's
/// commands to the unit.
@MainActor
final class LetterViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let letterUnit: LetterUnitInput & LetterUnitOutput

    // MARK: - Published

    @Published var state: LetterView.ViewState

    // MARK: - Init

    init(subject: String, letterUnit: LetterUnitInput & LetterUnitOutput) {
        self.state = .init(subject: subject)
        self.letterUnit = letterUnit
        subscribe()
    }
}

// MARK: - LetterViewOutput

extension LetterViewStateHolder: LetterViewOutput {
    func reply() {
    }
}

// MARK: - Private Methods

extension LetterViewStateHolder {
    /// Subscribes to the units' outputs and maps them to the view's state.
    private func subscribe() {
    }
}
