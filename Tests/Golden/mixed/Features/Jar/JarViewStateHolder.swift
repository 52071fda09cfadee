import Combine
import SwiftUI

/// Turns the unit's business state into JarView's state, and passes the view's
/// commands to the unit.
@MainActor
final class JarViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let jarUnit: JarUnitInput & JarUnitOutput

    // MARK: - Published

    @Published var state: JarView.ViewState = .init()

    // MARK: - Init

    init(jarUnit: JarUnitInput & JarUnitOutput) {
        self.jarUnit = jarUnit
        subscribe()
    }
}

// MARK: - JarViewOutput

extension JarViewStateHolder: JarViewOutput {}

// MARK: - Private Methods

extension JarViewStateHolder {
    /// Subscribes to the units' outputs and maps them to the view's state.
    private func subscribe() {
    }
}
