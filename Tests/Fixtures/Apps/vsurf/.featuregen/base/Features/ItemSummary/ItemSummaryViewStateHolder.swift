import Combine
import SwiftUI

/// Turns the unit's business state into ItemSummaryView's state, and passes the view's
/// commands to the unit.
@MainActor
final class ItemSummaryViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let itemSummaryUnit: ItemSummaryUnitInput & ItemSummaryUnitOutput
    private let itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput

    // MARK: - Published

    @Published var state: ItemSummaryView.ViewState

    // MARK: - Init

    init(heading: String, itemSummaryUnit: ItemSummaryUnitInput & ItemSummaryUnitOutput, itemCartUnit: ItemCartUnitInput & ItemCartUnitOutput) {
        self.state = .init(heading: heading)
        self.itemSummaryUnit = itemSummaryUnit
        self.itemCartUnit = itemCartUnit
        subscribe()
    }
}

// MARK: - ItemSummaryViewOutput

extension ItemSummaryViewStateHolder: ItemSummaryViewOutput {
    func clear() {
    }
}

// MARK: - Private Methods

extension ItemSummaryViewStateHolder {
    /// Subscribes to the units' outputs and maps them to the view's state.
    private func subscribe() {
        itemCartUnit.items
            .sink { [weak self] items in
                self?.state.items = items
            }
            .store(in: &cancellables)
    }
}
