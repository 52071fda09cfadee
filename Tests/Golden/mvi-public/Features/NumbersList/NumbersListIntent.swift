import Combine
import SwiftUI

/// Handles the view's events: changes the model, asks the router for screens, calls the output.
@MainActor
public final class NumbersListIntent: ObservableObject {
    // MARK: - Properties

    public let model: NumbersListModeling
    /// The model the intent changes; the view sees it only as `NumbersListModeling`.
    private var writableModel: NumbersListModel! { model as? NumbersListModel }
    private let output: NumbersList.Output?
    private var cancellable: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    public init(input: NumbersList.Input, output: NumbersList.Output? = nil) {
        let model = NumbersListModel(input: input)
        self.model = model
        self.output = output
        // The view observes the intent; the model's changes are the intent's.
        cancellable.insert(model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }
}

// MARK: - API

extension NumbersListIntent {
    public func onAppear() {
    }

    public func didFinishFetching(_ value: [Int]) {
    }

    public func didFailFetching() {
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
