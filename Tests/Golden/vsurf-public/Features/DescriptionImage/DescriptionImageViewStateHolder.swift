import Combine
import SwiftUI
import UIKit

/// Turns the unit's business state into DescriptionImageView's state, and passes the view's
/// commands to the unit.
@MainActor
public final class DescriptionImageViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let unit: DescriptionImageUnitInput & DescriptionImageUnitOutput

    // MARK: - Published

    @Published public var state: DescriptionImageView.ViewState

    // MARK: - Init

    public init(unit: DescriptionImageUnitInput & DescriptionImageUnitOutput, state: DescriptionImageView.ViewState) {
        self.unit = unit
        self.state = state
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
    /// Subscribes to the unit's output and maps it to the view's state.
    private func subscribe() {
    }
}
