import Combine
import SwiftUI

/// Turns the unit's business state into StockView's state, and passes the view's
/// commands to the unit.
@MainActor
final class StockViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let unit: StockUnitInput & StockUnitOutput

    // MARK: - Published

    @Published var state: StockView.ViewState

    // MARK: - Init

    init(unit: StockUnitInput & StockUnitOutput, state: StockView.ViewState) {
        self.unit = unit
        self.state = state
        subscribe()
    }
}

// MARK: - StockViewOutput

extension StockViewStateHolder: StockViewOutput {
    func restock() {
    }
}

// MARK: - Private Methods

extension StockViewStateHolder {
    /// Subscribes to the unit's output and maps it to the view's state.
    private func subscribe() {
    }
}
