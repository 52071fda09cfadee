import Combine
import SwiftUI

/// Handles the view's events: changes the model, asks the router for screens, calls the output.
@MainActor
public final class StarterIntent: ObservableObject {
    // MARK: - Properties

    public let model: StarterModeling
    /// The same model, which the intent changes; the view reads it only as `StarterModeling`.
    private let writableModel: StarterModel
    private let output: Starter.Output?
    private var cancellable: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    public init(input: Starter.Input, output: Starter.Output? = nil) {
        let model = StarterModel(input: input)
        self.model = model
        writableModel = model
        self.output = output
        // The view observes the intent; the model's changes are the intent's.
        cancellable.insert(model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }
}

// MARK: - API

extension StarterIntent {
    public func onAppear() {
    }

    public func dismiss() {
        writableModel.routerSubject.send(.dismiss)
    }

    public func handleStarterHeader(_ action: StarterHeader.Action) {
        switch action {
        case .onTapBack:
            break
        }
    }
}
