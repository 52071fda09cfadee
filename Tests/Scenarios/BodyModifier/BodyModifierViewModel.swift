import Foundation

actor BodyModifierViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case onAppear
        case onBodyModifierRowAction(BodyModifierRow.Action)
    }

    // MARK: - Private Properties

    private let router: BodyModifier.Router?
    private let state: BodyModifier.ViewState
    private let output: BodyModifier.Output?

    // MARK: - Lifecycle

    init(
        state: BodyModifier.ViewState,
        input: BodyModifier.Input?,
        output: BodyModifier.Output?,
        router: BodyModifier.Router?
    ) {
        self.state = state
        self.output = output
        self.router = router
    }

    // MARK: - Internal Methods

    func handle(_ action: Action) async {
        switch action {
        case .onAppear:
            await onAppear()
        case let .onBodyModifierRowAction(action):
            await handleBodyModifierRow(action: action)
        }
    }
}

// MARK: - Private Methods

extension BodyModifier.ViewModel {
    private func onAppear() async {
    }
}

// MARK: - Subview Actions

extension BodyModifier.ViewModel {
    private func handleBodyModifierRow(action: BodyModifierRow.Action) async {
        switch action {
        case .onTapRow:
            break
        }
    }
}
