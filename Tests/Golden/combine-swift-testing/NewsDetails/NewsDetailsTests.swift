@testable import GoldenCombine
import Foundation
import Testing
import UIKit

/// NewsDetails's actions, a test each: sent to the view model as the view sends them, then
/// checked against the state, the screens the router shows and what the output sends. A test
/// that checks a route checks what featuregen generates the action to do; one that says what
/// to check instead is yours to write.
@MainActor
@Suite struct NewsDetailsTests {
    /// The module under test, with the services NewsDetails uses.
    private func makeModule(news: NewsClientDouble = NewsClientDouble()) throws -> NewsDetailsTestModule {
        NewsDetailsTestModule(
            input: .init(post: .init(id: 1, title: "Tea", text: "Brewed for three minutes.")),
            news: news
        )
    }

    // MARK: - Actions

    @Test(.disabled("Write the test of onAppear: what does it change in the state, and what does it send?"))
    func onAppear() async throws {
        let module = try makeModule()
        await module.viewModel.handle(.onAppear)
        Issue.record("Write the test of onAppear: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Write the test of onDisappear: what does it change in the state, and what does it send?"))
    func onDisappear() async throws {
        let module = try makeModule()
        await module.viewModel.handle(.onDisappear)
        Issue.record("Write the test of onDisappear: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Write the test of share: what does it change in the state, and what does it send?"))
    func share() async throws {
        let module = try makeModule()
        await module.viewModel.handle(.share)
        Issue.record("Write the test of share: what does it change in the state, and what does it send?")
    }

    @Test
    func dismiss() async throws {
        let module = try makeModule()
        await module.viewModel.handle(.dismiss)
        #expect(module.screen.dismissals == 1, "dismiss dismisses the screen")
    }

    @Test func loadMore() async throws {
        let module = try makeModule(news: NewsClientDouble(onFetchPage: { page in [] }))
        await module.viewModel.handle(.loadMore(page: 0))
        // The call runs in the view model's task, which sends the result back as moreResponse
        // (the state it set meanwhile may already be gone: the double answers at once).
        await module.viewModel.loadMoreTask?.value
        #expect(module.state.isLoadingMore == false)
        #expect(module.state.moreNews == [])
    }

    @Test func loadMoreFails() async throws {
        let module = try makeModule(news: NewsClientDouble(onFetchPage: { _ in throw CallFailed() }))
        await module.viewModel.handle(.loadMore(page: 0))
        await module.viewModel.loadMoreTask?.value
        #expect(module.state.isLoadingMore == false)
        #expect(module.state.moreError != nil)
    }
}

// MARK: - Test Doubles

/// What a double throws when a test makes its call fail.
private struct CallFailed: Error {}

/// NewsClient as these tests set it: each endpoint answers what the test says, or what
/// `PreviewNewsClient` answers.
private struct NewsClientDouble: NewsClient {
    var onFetchPage: @Sendable (_ page: Int) async throws -> [NewsList.ViewState.NewsItem] = { page in
        try await PreviewNewsClient().fetchPage(page: page)
    }
    var onMarkAsRead: @Sendable (_ id: Int) async -> Void = { id in
        await PreviewNewsClient().markAsRead(id: id)
    }

    func fetchPage(page: Int) async throws -> [NewsList.ViewState.NewsItem] {
        try await onFetchPage(page)
    }

    func markAsRead(id: Int) async {
        await onMarkAsRead(id)
    }
}
