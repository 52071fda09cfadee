// Runs the effect NewsList's spec declares (`start` calls `news.fetchPage`) in vsurf: the state
// holder's start() asks the unit for fetchPage(page:), which publishes the loading flag and calls
// the client in a task the unit keeps; the result comes back to the unit's newsResponse(_:),
// which publishes the list, or the error's text, and the end of the loading; the state holder's
// subscribe() maps each into the view's state; the call is cancelled by stopLoading() (its
// `cancels:`), which ends the loading, and when the unit goes away.
import FeaturegenTestSupport
import Foundation
import XCTest

@testable import GoldenVSURF

@MainActor
final class VSURFEffectRunTests: XCTestCase {
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
        let holder = stateHolder(client)
        holder.start()
        XCTAssertTrue(holder.state.isLoading, "the loading flag is set before the call returns")
        XCTAssertTrue(holder.state.news.isEmpty)
        await eventually { holder.state.news == [self.post] && !holder.state.isLoading }
        XCTAssertNil(holder.state.errorMessage)
        let pages = await client.pages.asked
        XCTAssertEqual(pages, [1], "the state holder passed the page from the state")
    }

    func testAFailedCallWritesTheErrorsTextAndEndsTheLoading() async {
        let holder = stateHolder(Client(posts: nil))
        holder.start()
        await eventually { !holder.state.isLoading }
        XCTAssertEqual(holder.state.errorMessage, "The network is offline.")
        XCTAssertTrue(holder.state.news.isEmpty)
    }

    func testStartingAgainCancelsTheCallInFlight() async {
        let client = Hanging()
        let holder = stateHolder(client)
        holder.start()
        await eventually { client.flag.started == 1 }
        holder.start()
        await eventually { client.flag.cancelled == 1 && client.flag.started == 2 }
        XCTAssertTrue(holder.state.isLoading, "the newer call is still loading")
    }

    func testStopLoadingCancelsTheCallInFlightAndEndsItsLoading() async {
        // `stopLoading` has `cancels: fetchPage`: the unit cancels the task and ends the loading,
        // which the cancelled call, reporting nothing, never does.
        let client = Hanging()
        let holder = stateHolder(client)
        holder.start()
        await eventually { client.flag.started == 1 }
        holder.stopLoading()
        XCTAssertFalse(holder.state.isLoading)
        await eventually { client.flag.cancelled == 1 }
        XCTAssertFalse(holder.state.isLoading)
        XCTAssertNil(holder.state.errorMessage, "a cancelled call reports no error")
    }

    func testTheUnitCancelsTheCallInFlightWhenItGoesAway() async {
        let client = Hanging()
        var holder: NewsListViewStateHolder? = stateHolder(client)
        holder?.start()
        await eventually { client.flag.started == 1 }
        weak let released = holder
        holder = nil
        XCTAssertNil(released, "the subscriptions do not keep the state holder")
        await eventually { client.flag.cancelled == 1 }
    }

    /// The state holder on the unit the services factory makes, as the ViewGroup builds them.
    private func stateHolder(_ client: some NewsClient) -> NewsListViewStateHolder {
        NewsListViewStateHolder(newsListUnit: VSURFServices.Units.newsList(news: client))
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
