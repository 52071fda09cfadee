// Runs the effect NewsList's spec declares (`start` calls `news.fetchPage`) in the mvi intent:
// start() sets the model's loading flag and calls the client in a task the intent keeps; the
// result comes back to newsResponse(_:), which sets the list, or the error's text, and ends the
// loading; the call is cancelled when the intent goes away.
import FeaturegenTestSupport
import Foundation
import XCTest

@testable import GoldenMVI

@MainActor
final class MVIEffectRunTests: XCTestCase {
    /// A client that answers each page with `posts`, or fails when there are none.
    private struct Client: NewsClient {
        let posts: [NewsList.ViewState.NewsItem]?
        let pages = PageLog()

        func fetchPage(page: Int) async throws -> [NewsList.ViewState.NewsItem] {
            await pages.record(page)
            guard let posts else { throw OfflineError() }
            return posts
        }

        func markAsRead(id: Int) async {}
    }

    private let post = NewsList.ViewState.NewsItem(id: 1, title: "Title", text: "Text")

    func testStartSetsTheLoadingFlagUntilTheResultComesBack() async {
        let client = Client(posts: [post])
        let intent = NewsListIntent(input: .init(), news: client)
        intent.start()
        XCTAssertTrue(intent.model.isLoading, "the loading flag is set before the call returns")
        XCTAssertTrue(intent.model.news.isEmpty)
        await eventually { intent.model.news == [self.post] && !intent.model.isLoading }
        XCTAssertNil(intent.model.errorMessage)
        let pages = await client.pages.asked
        XCTAssertEqual(pages, [1], "the call read the page from the model")
    }

    func testAFailedCallWritesTheErrorsTextAndEndsTheLoading() async {
        let intent = NewsListIntent(input: .init(), news: Client(posts: nil))
        intent.start()
        await eventually { !intent.model.isLoading }
        XCTAssertEqual(intent.model.errorMessage, "The network is offline.")
        XCTAssertTrue(intent.model.news.isEmpty)
    }

    func testStartingAgainCancelsTheCallInFlight() async {
        let client = Hanging()
        let intent = NewsListIntent(input: .init(), news: client)
        intent.start()
        await eventually { client.flag.started == 1 }
        intent.start()
        await eventually { client.flag.cancelled == 1 && client.flag.started == 2 }
        XCTAssertTrue(intent.model.isLoading, "the newer call is still loading")
    }

    func testTheIntentCancelsTheCallInFlightWhenItGoesAway() async {
        let client = Hanging()
        var intent: NewsListIntent? = NewsListIntent(input: .init(), news: client)
        intent?.start()
        await eventually { client.flag.started == 1 }
        weak let released = intent
        intent = nil
        XCTAssertNil(released, "the task does not keep the intent")
        await eventually { client.flag.cancelled == 1 }
    }

    /// A client whose call runs until it is cancelled.
    private struct Hanging: NewsClient {
        let flag = CallCounter()

        func fetchPage(page: Int) async throws -> [NewsList.ViewState.NewsItem] {
            try await flag.hang()
            return []
        }

        func markAsRead(id: Int) async {}
    }
}
