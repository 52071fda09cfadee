import Foundation

actor DeletedBaseViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case load
        case save(Int)
    }

    // MARK: - Private Properties

    private let router: DeletedBase.Router?
    private let state: DeletedBase.ViewState
    private let output: DeletedBase.Output?

    // MARK: - Lifecycle

    init(
        state: DeletedBase.ViewState,
        input: DeletedBase.Input?,
        output: DeletedBase.Output?,
        router: DeletedBase.Router?
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
        case let .save(value):
            await save(value)
        }
    }
}

// MARK: - Private Methods

extension DeletedBase.ViewModel {
    private func load() async {
        print("load")
    }

    private func save(_ value: Int) async {
    }
}
