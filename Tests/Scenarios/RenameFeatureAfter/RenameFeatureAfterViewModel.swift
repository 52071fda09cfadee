import Foundation

actor RenameFeatureAfterViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case load
    }

    // MARK: - Private Properties

    private let router: RenameFeatureAfter.Router?
    private let state: RenameFeatureAfter.ViewState
    private let output: RenameFeatureAfter.Output?

    // MARK: - Lifecycle

    init(
        state: RenameFeatureAfter.ViewState,
        input: RenameFeatureAfter.Input?,
        output: RenameFeatureAfter.Output?,
        router: RenameFeatureAfter.Router?
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

extension RenameFeatureAfter.ViewModel {
    private func load() async {
        print("load")
    }
}
