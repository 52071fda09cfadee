import Foundation

actor AddOneDropAnotherViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case load
        case share
        case save
    }

    // MARK: - Private Properties

    private let router: AddOneDropAnother.Router?
    private let state: AddOneDropAnother.ViewState
    private let output: AddOneDropAnother.Output?

    // MARK: - Lifecycle

    init(
        state: AddOneDropAnother.ViewState,
        input: AddOneDropAnother.Input?,
        output: AddOneDropAnother.Output?,
        router: AddOneDropAnother.Router?
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
        case .share:
            await share()
        case .save:
            await save()
        }
    }
}

// MARK: - Private Methods

extension AddOneDropAnother.ViewModel {
    private func load() async {
    }

    private func share() async {
    }

    private func save() async {
        await state.update { $0.count = 0 }
    }
}
