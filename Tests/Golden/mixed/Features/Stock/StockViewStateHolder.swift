import Combine
import SwiftUI

/// Turns the unit's business state into StockView's state, and passes the view's
/// commands to the unit.
@MainActor
final class StockViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let stockUnit: StockUnitOutput
    private let letterUnit: LetterUnitInput & LetterUnitOutput

    // MARK: - Published

    @Published var state: StockView.ViewState

    // MARK: - Init

    init(item: Stock.ViewState.Item, stockUnit: StockUnitOutput, letterUnit: LetterUnitInput & LetterUnitOutput) {
        self.state = .init(item: item)
        self.stockUnit = stockUnit
        self.letterUnit = letterUnit
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
    /// Subscribes to the units' outputs and maps them to the view's state.
    private func subscribe() {
        stockUnit.count
            .sink { [weak self] count in
                self?.state.count = count
            }
            .store(in: &cancellables)
    }
}
