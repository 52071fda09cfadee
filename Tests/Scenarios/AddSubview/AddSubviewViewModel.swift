import Foundation

actor AddSubviewViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case onAppear
        case onAddSubviewFooterAction(AddSubviewFooter.Action)
        case onAddSubviewHeaderAction(AddSubviewHeader.Action)
    }

    // MARK: - Private Properties

    private let router: AddSubview.Router?
    private let state: AddSubview.ViewState
    private let output: AddSubview.Output?

    // MARK: - Lifecycle

    init(
        state: AddSubview.ViewState,
        input: AddSubview.Input?,
        output: AddSubview.Output?,
        router: AddSubview.Router?
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
        case let .onAddSubviewFooterAction(action):
            await handleAddSubviewFooter(action: action)
        case let .onAddSubviewHeaderAction(action):
            await handleAddSubviewHeader(action: action)
        }
    }
}

// MARK: - Private Methods

extension AddSubview.ViewModel {
    private func onAppear() async {
    }
}

// MARK: - Subview Actions

extension AddSubview.ViewModel {
    private func handleAddSubviewFooter(action: AddSubviewFooter.Action) async {
        switch action {
        case .onTapMore:
            break
        }
    }

    private func handleAddSubviewHeader(action: AddSubviewHeader.Action) async {
        switch action {
        case .onTapClose:
            await router?.dismiss()
        }
    }
}
