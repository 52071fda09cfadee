import Foundation

actor ReceiptViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case dismiss
        case selectLine(line: Receipt.ViewState.Line)
    }

    // MARK: - Private Properties

    private let router: Receipt.Router?
    private let state: Receipt.ViewState
    private let output: Receipt.Output?

    // MARK: - Lifecycle

    init(
        state: Receipt.ViewState,
        input: Receipt.Input?,
        output: Receipt.Output?,
        router: Receipt.Router?
    ) {
        self.state = state
        self.output = output
        self.router = router
    }

    // MARK: - Internal Methods

    func handle(_ action: Action) async {
        switch action {
        case .dismiss:
            await dismiss()
        case let .selectLine(line):
            await selectLine(line: line)
        }
    }
}

// MARK: - Private Methods

extension Receipt.ViewModel {
    private func dismiss() async {
        await router?.dismiss()
    }

    private func selectLine(line: Receipt.ViewState.Line) async {
    }
}
