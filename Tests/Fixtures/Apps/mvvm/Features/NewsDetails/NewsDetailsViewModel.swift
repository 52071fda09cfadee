import Foundation

actor NewsDetailsViewModel: ModuleViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case onAppear
        case onDisappear
        case share
        case dismiss
    }

    // MARK: - Private Properties

    private let router: NewsDetails.Router?
    private let state: NewsDetails.ViewState
    private let output: NewsDetails.Output?
    /// The services the handlers call: `try await news.…`.
    private let news: NewsClient

    // MARK: - Lifecycle

    init(
        state: NewsDetails.ViewState,
        input: NewsDetails.Input?,
        output: NewsDetails.Output?,
        router: NewsDetails.Router?,
        news: NewsClient
    ) {
        self.state = state
        self.output = output
        self.router = router
        self.news = news
    }

    // MARK: - Internal Methods

    func handle(_ action: Action) async {
        switch action {
        case .onAppear:
            await onAppear()
        case .onDisappear:
            await onDisappear()
        case .share:
            await share()
        case .dismiss:
            await dismiss()
        }
    }
}

// MARK: - Private Methods

extension NewsDetails.ViewModel {
    private func onAppear() async {
        guard let post = await state.post else { return }
        await news.markAsRead(id: post.id)
    }

    private func onDisappear() async {
    }

    private func share() async {
    }

    private func dismiss() async {
        await router?.dismiss()
    }
}
