import Combine
import SwiftUI

/// Turns the unit's business state into StarterView's state, and passes the view's
/// commands to the unit.
@MainActor
public final class StarterViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let starterUnit: StarterUnitInput & StarterUnitOutput

    // MARK: - Published

    @Published public var state: StarterView.ViewState

    // MARK: - Init

    public init(title: String, starterUnit: StarterUnitInput & StarterUnitOutput) {
        self.state = .init(title: title)
        self.starterUnit = starterUnit
        subscribe()
    }
}

// MARK: - StarterViewOutput

extension StarterViewStateHolder: StarterViewOutput {
    public func onAppear() {
    }

    public func dismiss() {
    }

    public func handleStarterHeader(_ action: StarterHeader.Action) {
        switch action {
        case .onTapBack:
            break
        }
    }
}

// MARK: - Private Methods

extension StarterViewStateHolder {
    /// Subscribes to the units' outputs and maps them to the view's state.
    private func subscribe() {
    }
}
