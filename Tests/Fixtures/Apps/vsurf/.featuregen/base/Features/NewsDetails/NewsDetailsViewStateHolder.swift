import Combine
import SwiftUI

/// Turns the unit's business state into NewsDetailsView's state, and passes the view's
/// commands to the unit.
@MainActor
final class NewsDetailsViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let unit: NewsDetailsUnitInput & NewsDetailsUnitOutput

    // MARK: - Published

    @Published var state: NewsDetailsView.ViewState

    // MARK: - Init

    init(unit: NewsDetailsUnitInput & NewsDetailsUnitOutput, state: NewsDetailsView.ViewState) {
        self.unit = unit
        self.state = state
        subscribe()
    }
}

// MARK: - NewsDetailsViewOutput

extension NewsDetailsViewStateHolder: NewsDetailsViewOutput {
    func onAppear() {
    }

    func share() {
    }

    func dismiss() {
    }
}

// MARK: - Private Methods

extension NewsDetailsViewStateHolder {
    /// Subscribes to the unit's output and maps it to the view's state.
    private func subscribe() {
    }
}
