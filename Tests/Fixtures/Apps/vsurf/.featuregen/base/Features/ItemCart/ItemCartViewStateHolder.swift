import Combine
import SwiftUI

/// Turns the unit's business state into ItemCartView's state, and passes the view's
/// commands to the unit.
@MainActor
final class ItemCartViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let unit: ItemCartUnitInput & ItemCartUnitOutput

    // MARK: - Published

    @Published var state: ItemCartView.ViewState

    // MARK: - Init

    init(unit: ItemCartUnitInput & ItemCartUnitOutput, state: ItemCartView.ViewState) {
        self.unit = unit
        self.state = state
        subscribe()
    }
}

// MARK: - ItemCartViewOutput

extension ItemCartViewStateHolder: ItemCartViewOutput {
    func buy() {
    }
}

// MARK: - Private Methods

extension ItemCartViewStateHolder {
    /// Subscribes to the unit's output and maps it to the view's state.
    private func subscribe() {
    }
}
