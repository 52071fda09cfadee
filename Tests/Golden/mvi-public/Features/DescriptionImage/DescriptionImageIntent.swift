import Combine
import SwiftUI
import UIKit

/// Handles the view's events: changes the model, asks the router for screens, calls the output.
@MainActor
public final class DescriptionImageIntent: ObservableObject {
    // MARK: - Properties

    public let model: DescriptionImageModeling
    /// The same model, which the intent changes; the view reads it only as `DescriptionImageModeling`.
    private let writableModel: DescriptionImageModel
    private var cancellable: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    public init(input: DescriptionImage.Input) {
        let model = DescriptionImageModel(input: input)
        self.model = model
        writableModel = model
        // The view observes the intent; the model's changes are the intent's.
        cancellable.insert(model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }
}

// MARK: - API

extension DescriptionImageIntent {
    public func onAppear() {
    }

    public func dismiss() {
        writableModel.routerSubject.send(.dismiss)
    }
}
