import Combine
import SwiftUI

/// Turns the unit's business state into NumbersListView's state, and passes the view's
/// commands to the unit.
@MainActor
public final class NumbersListViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let numbersListUnit: NumbersListUnitInput & NumbersListUnitOutput

    // MARK: - Output

    /// The feature that shows NumbersList, set by whoever assembles the screen: tell it what
    /// happens here (`output?.numbersDownloaded(…)`).
    weak var output: NumbersList.Output?

    // MARK: - Published

    @Published public var state: NumbersListView.ViewState = .init()

    // MARK: - Init

    public init(numbersListUnit: NumbersListUnitInput & NumbersListUnitOutput) {
        self.numbersListUnit = numbersListUnit
        subscribe()
    }
}

// MARK: - NumbersListViewOutput

extension NumbersListViewStateHolder: NumbersListViewOutput {
    public func onAppear() {
        numbersListUnit.fetch(order: state.order)
    }

    public func retry() {
    }

    public func selectOrder(_ value: Order) {
    }

    public func handleNumbersContent(_ action: NumbersContent.Action) {
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
