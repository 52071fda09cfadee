import Foundation

actor TemplateUpgradeViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case load
    }

    // MARK: - Private Properties

    private let router: TemplateUpgrade.Router?
    private let state: TemplateUpgrade.ViewState
    private let output: TemplateUpgrade.Output?

    // MARK: - Lifecycle

    init(
        state: TemplateUpgrade.ViewState,
        input: TemplateUpgrade.Input?,
        output: TemplateUpgrade.Output?,
        router: TemplateUpgrade.Router?
    ) {
        self.state = state
        self.output = output
        self.router = router
    }

    // MARK: - Internal Methods

    func handle(_ action: Action) async {
        switch action {
        case .load:
            await load()
        }
    }
}

// MARK: - Private Methods

extension TemplateUpgrade.ViewModel {
    private func load() async {
        await state.update { $0.count = 1 }
    }
}
