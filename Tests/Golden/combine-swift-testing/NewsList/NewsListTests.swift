@testable import GoldenCombine
import Foundation
import Testing
import UIKit

/// NewsList's actions, a test each: sent to the view model as the view sends them, then
/// checked against the state, the screens the router shows and what the output sends. A test
/// that checks a route checks what featuregen generates the action to do; one that says what
/// to check instead is yours to write.
@MainActor
@Suite struct NewsListTests {
    /// The module under test, with the services NewsList uses.
    private func makeModule() throws -> NewsListTestModule {
        NewsListTestModule(
            input: .init(),
            news: PreviewNewsClient()
        )
    }

    // MARK: - Actions

    @Test(.disabled("Write the test of start: what does it change in the state, and what does it send?"))
    func start() async throws {
        let module = try makeModule()
        await module.viewModel.handle(.start)
        Issue.record("Write the test of start: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Write the test of didScrollToBottom: what does it change in the state, and what does it send?"))
    func didScrollToBottom() async throws {
        let module = try makeModule()
        await module.viewModel.handle(.didScrollToBottom)
        Issue.record("Write the test of didScrollToBottom: what does it change in the state, and what does it send?")
    }

    @Test
    func details() async throws {
        let module = try makeModule()
        await module.viewModel.handle(.details(post: .init(id: 0, title: "", text: "")))
        #expect(module.navigation.pushed.count == 1, "details pushes NewsDetails")
    }

    @Test(.disabled("Write the test of onAppear: what does it change in the state, and what does it send?"))
    func onAppear() async throws {
        let module = try makeModule()
        await module.viewModel.handle(.onAppear(post: .init(id: 0, title: "", text: "")))
        Issue.record("Write the test of onAppear: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Give newsResponse a sample: a `Result<[NewsItem], any Error>` the test can send"))
    func newsResponse() throws {
        Issue.record("Give newsResponse a sample: a `Result<[NewsItem], any Error>` the test can send")
    }

    // MARK: - NewsFeed

    @Test(.disabled("Write the test of NewsFeed's onTapItem: what does it change in the state, and what does it send?"))
    func onNewsFeedActionOnTapItem() async throws {
        let module = try makeModule()
        await module.viewModel.handle(.onNewsFeedAction(.onTapItem(.init(id: 0, title: "", text: ""))))
        Issue.record("Write the test of NewsFeed's onTapItem: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Write the test of NewsFeed's onItemAppear: what does it change in the state, and what does it send?"))
    func onNewsFeedActionOnItemAppear() async throws {
        let module = try makeModule()
        await module.viewModel.handle(.onNewsFeedAction(.onItemAppear(.init(id: 0, title: "", text: ""))))
        Issue.record("Write the test of NewsFeed's onItemAppear: what does it change in the state, and what does it send?")
    }
}
