import Combine
import SwiftUI

/// Handles the view's events: changes the model, asks the router for screens, calls the output.
@MainActor
public final class NumbersListIntent: ObservableObject {
    // MARK: - Properties

    public let model: NumbersListModeling
    /// The same model, which the intent changes; the view reads it only as `NumbersListModeling`.
    private let writableModel: NumbersListModel
    private let output: NumbersList.Output?
    /// The services the handlers call.
    private let numbers: NumbersClient
    /// The calls in flight, cancelled when the intent goes away; a test awaits one's value.
    private(set) var fetchTask: Task<Void, Never>?
    private var cancellable: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    public init(input: NumbersList.Input, output: NumbersList.Output? = nil, numbers: NumbersClient) {
        let model = NumbersListModel(input: input)
        self.model = model
        writableModel = model
        self.output = output
        self.numbers = numbers
        // The view observes the intent; the model's changes are the intent's.
        cancellable.insert(model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }

    /// The view owns the intent: when the screen goes away, so do the calls it started.
    deinit {
        fetchTask?.cancel()
    }
}

// MARK: - API

extension NumbersListIntent {
    public func onAppear() {
        let order = model.order
        fetchTask?.cancel()
        fetchTask = Task { [weak self, numbers] in
            do {
                let value = try await numbers.fetch(order: order)
                guard !Task.isCancelled else { return }
                self?.numbersDownloaded(.success(value))
            } catch {
                // A call cancelled by a newer one, or as the intent goes away, reports nothing.
                guard !Task.isCancelled else { return }
                self?.numbersDownloaded(.failure(error))
            }
        }
    }

    public func retry() {
    }

    public func selectOrder(_ value: Order) {
    }

    public func numbersDownloaded(_ value: Result<[Int], any Error>) {
        switch value {
        case .success:
            output?.numbersDownloaded()
        case .failure:
            break
        }
    }

    public func handleNumbersContent(_ action: NumbersContent.Action) {
        switch action {
        case .onTapRetry:
            break
        }
    }
}
