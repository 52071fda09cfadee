import Combine
import SwiftUI

/// Turns the unit's business state into LetterView's state, and passes the view's
/// commands to the unit.
@MainActor
final class LetterViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let unit: LetterUnitInput & LetterUnitOutput

    // MARK: - Published

    @Published var state: LetterView.ViewState

    // MARK: - Init

    init(unit: LetterUnitInput & LetterUnitOutput, state: LetterView.ViewState) {
        self.unit = unit
        self.state = state
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
    /// Subscribes to the unit's output and maps it to the view's state.
    private func subscribe() {
    }
}
