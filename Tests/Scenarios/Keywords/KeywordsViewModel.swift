import Foundation

actor KeywordsViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case `default`
        case `in`(for: Int)
        case `repeat`(Int)
        case `guard`
        case onKeywordsRowAction(KeywordsRow.Action)
    }

    // MARK: - Private Properties

    private let router: Keywords.Router?
    private let state: Keywords.ViewState
    private let output: Keywords.Output?

    // MARK: - Lifecycle

    init(
        state: Keywords.ViewState,
        input: Keywords.Input?,
        output: Keywords.Output?,
        router: Keywords.Router?
    ) {
        self.state = state
        self.output = output
        self.router = router
    }

    // MARK: - Internal Methods

    func handle(_ action: Action) async {
        switch action {
        case .`default`:
            await `default`()
        case let .`in`(`for`):
            await `in`(for: `for`)
        case let .`repeat`(value):
            await `repeat`(value)
        case .`guard`:
            await `guard`()
        case let .onKeywordsRowAction(action):
            await handleKeywordsRow(action: action)
        }
    }
}

// MARK: - Private Methods

extension Keywords.ViewModel {
    private func `default`() async {
    }

    private func `in`(`for`: Int) async {
        output?.return(`for`)
    }

    private func `repeat`(_ value: Int) async {
    }

    private func `guard`() async {
    }
}

// MARK: - Subview Actions

extension Keywords.ViewModel {
    private func handleKeywordsRow(action: KeywordsRow.Action) async {
        switch action {
        case .`do`:
            break
        case .`catch`:
            break
        }
    }
}
