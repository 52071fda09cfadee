import Foundation

actor RenameEverythingViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case reload
        case onRenameFooterAction(RenameFooter.Action)
    }

    // MARK: - Private Properties

    private let router: RenameEverything.Router?
    private let state: RenameEverything.ViewState
    private let output: RenameEverything.Output?

    // MARK: - Lifecycle

    init(
        state: RenameEverything.ViewState,
        input: RenameEverything.Input?,
        output: RenameEverything.Output?,
        router: RenameEverything.Router?
    ) {
        self.state = state
        self.output = output
        self.router = router
    }

    // MARK: - Internal Methods

    func handle(_ action: Action) async {
        switch action {
        case .reload:
            await reload()
        case let .onRenameFooterAction(action):
            await handleRenameFooter(action: action)
        }
    }
}

// MARK: - Private Methods

extension RenameEverything.ViewModel {
    private func reload() async {
        print("load")
    }
}

// MARK: - Subview Actions

extension RenameEverything.ViewModel {
    private func handleRenameFooter(action: RenameFooter.Action) async {
        switch action {
        case .onTapBuy:
            print("buy")
        }
    }
}
