import Combine
import SwiftUI

/// Turns the unit's business state into StarterView's state, and passes the view's
/// commands to the unit.
@MainActor
final class StarterViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let starterUnit: StarterUnitInput & StarterUnitOutput

    // MARK: - Published

    @Published var state: StarterView.ViewState

    // MARK: - Init

    init(title: String, starterUnit: StarterUnitInput & StarterUnitOutput) {
        self.state = .init(title: title)
        self.starterUnit = starterUnit
        subscribe()
    }
}

// MARK: - StarterViewOutput

extension StarterViewStateHolder: StarterViewOutput {
    func onAppear() {
    }

    func dismiss() {
    }

    func handleStarterHeader(_ action: StarterHeader.Action) {
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
