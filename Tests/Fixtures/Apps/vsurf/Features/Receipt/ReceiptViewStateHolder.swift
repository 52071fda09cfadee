import Combine
import SwiftUI

/// Turns the unit's business state into ReceiptView's state, and passes the view's
/// commands to the unit.
@MainActor
final class ReceiptViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let receiptUnit: ReceiptUnitInput & ReceiptUnitOutput

    // MARK: - Published

    @Published var state: ReceiptView.ViewState = .init()

    // MARK: - Init

    init(receiptUnit: ReceiptUnitInput & ReceiptUnitOutput) {
        self.receiptUnit = receiptUnit
        subscribe()
    }
}

// MARK: - ReceiptViewOutput

extension ReceiptViewStateHolder: ReceiptViewOutput {}

// MARK: - Private Methods

extension ReceiptViewStateHolder {
    /// Subscribes to the units' outputs and maps them to the view's state.
    private func subscribe() {
    }
}
