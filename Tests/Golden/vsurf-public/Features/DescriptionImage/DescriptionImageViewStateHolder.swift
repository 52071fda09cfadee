import Combine
import SwiftUI
import UIKit

/// Turns the unit's business state into DescriptionImageView's state, and passes the view's
/// commands to the unit.
@MainActor
public final class DescriptionImageViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let descriptionImageUnit: DescriptionImageUnitInput & DescriptionImageUnitOutput

    // MARK: - Published

    @Published public var state: DescriptionImageView.ViewState

    // MARK: - Init

    public init(image: UIImage, descriptionImageUnit: DescriptionImageUnitInput & DescriptionImageUnitOutput) {
        self.state = .init(image: image)
        self.descriptionImageUnit = descriptionImageUnit
        subscribe()
    }
}

// MARK: - DescriptionImageViewOutput

extension DescriptionImageViewStateHolder: DescriptionImageViewOutput {
    public func onAppear() {
    }

    public func dismiss() {
    }
}

// MARK: - Private Methods

extension DescriptionImageViewStateHolder {
    /// Subscribes to the units' outputs and maps them to the view's state.
    private func subscribe() {
    }
}
