import Combine
import SwiftUI

/// Turns the unit's business state into NumbersListView's state, and passes the view's
/// commands to the unit.
@MainActor
final class NumbersListViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let numbersListUnit: NumbersListUnitInput & NumbersListUnitOutput

    // MARK: - Output

    /// The feature that shows NumbersList, set by whoever assembles the screen: tell it what
    /// happens here (`output?.numbersDownloaded(…)`).
    weak var output: NumbersList.Output?

    // MARK: - Published

    @Published var state: NumbersListView.ViewState = .init()

    // MARK: - Init

    init(numbersListUnit: NumbersListUnitInput & NumbersListUnitOutput) {
        self.numbersListUnit = numbersListUnit
        subscribe()
    }
}

// MARK: - NumbersListViewOutput

extension NumbersListViewStateHolder: NumbersListViewOutput {
    func onAppear() {
        numbersListUnit.fetch(order: state.order)
    }

    func retry() {
    }

    func selectOrder(_ value: Order) {
    }

    func handleNumbersContent(_ action: NumbersContent.Action) {
        switch action {
        case .onTapRetry:
            break
        }
    }
}

// MARK: - Private Methods

extension NumbersListViewStateHolder {
    /// Subscribes to the units' outputs: maps them to the view's state, and does what a call
    /// that succeeded does next.
    private func subscribe() {
        numbersListUnit.fetchSucceeded
            .sink { [weak self] in
                self?.output?.numbersDownloaded()
            }
            .store(in: &cancellables)
    }
}
