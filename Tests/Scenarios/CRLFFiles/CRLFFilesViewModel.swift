import Foundation

actor CRLFFilesViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case save
        case load
        case close
        case open(Int)
    }

    // MARK: - Private Properties

    private let router: CRLFFiles.Router?
    private let state: CRLFFiles.ViewState
    private let output: CRLFFiles.Output?

    // MARK: - Lifecycle

    init(
        state: CRLFFiles.ViewState,
        input: CRLFFiles.Input?,
        output: CRLFFiles.Output?,
        router: CRLFFiles.Router?
    ) {
        self.state = state
        self.output = output
        self.router = router
    }

    // MARK: - Internal Methods

    func handle(_ action: Action) async {
        switch action {
        case .save:
            await save()
        case .load:
            await load()
        case .close:
            await close()
        case let .open(value):
            await open(value)
        }
    }
}

// MARK: - Private Methods

extension CRLFFiles.ViewModel {
    private func save() async {
    }

    private func load() async {
        print("load")
    }

    private func close() async {
    }

    private func open(_ value: Int) async {
    }
}
