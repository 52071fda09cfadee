// Runs the effect NewsList's spec declares (`start` calls `news.fetchPage`): the handler sets
// the loading flag, calls the client in a task the view model keeps, and the result comes
// back as `newsResponse`, which sets the list, or the error's text, and ends the loading.
import FeaturegenTestSupport
import Foundation
import XCTest

@testable import GoldenCombine

@MainActor
final class EffectRunTests: XCTestCase {
    private struct Offline: Error {}

    /// A client that answers each page with `posts`, or fails when there are none.
    private struct Client: NewsClient {
        let posts: [NewsList.ViewState.NewsItem]?
        let pages = Pages()

        func fetchPage(page: Int) async throws -> [NewsList.ViewState.NewsItem] {
            await pages.record(page)
            guard let posts else { throw Offline() }
            return posts
        }

        func markAsRead(id: Int) async {}
    }

    private actor Pages {
        var asked: [Int] = []
        func record(_ page: Int) { asked.append(page) }
    }

    private let post = NewsList.ViewState.NewsItem(id: 1, title: "Title", text: "Text")

    func testTheResultOfTheCallComesBackAsTheResponseAction() async {
        let client = Client(posts: [post])
        let state = NewsList.ViewState(input: .init())
        let viewModel = NewsList.ViewModel(state: state, input: .init(), output: .init(), router: nil, news: client)
        await viewModel.handle(.start)
        XCTAssertTrue(state.isLoading, "the loading flag is set before the call returns")
        await eventually { state.news == [self.post] && !state.isLoading }
        XCTAssertNil(state.errorMessage)
        let pages = await client.pages.asked
        XCTAssertEqual(pages, [1], "the call read the page from the state")
    }

    func testAFailedCallSetsTheErrorAndEndsTheLoading() async {
        let state = NewsList.ViewState(input: .init())
        let viewModel = NewsList.ViewModel(state: state, input: .init(), output: .init(), router: nil, news: Client(posts: nil))
        await viewModel.handle(.start)
        await eventually { state.errorMessage != nil && !state.isLoading }
        XCTAssertTrue(state.news.isEmpty)
    }

    func testTheViewModelCancelsTheCallInFlightWhenItGoesAway() async {
        let client = Hanging()
        var viewModel: NewsList.ViewModel? = NewsList.ViewModel(
            state: NewsList.ViewState(input: .init()), input: .init(), output: .init(), router: nil, news: client)
        await viewModel?.handle(.start)
        await eventually { client.flag.started }
        viewModel = nil
        await eventually { client.flag.cancelled }
    }

    /// A client whose call runs until it is cancelled.
    private struct Hanging: NewsClient {
        let flag = Flag()

        func fetchPage(page: Int) async throws -> [NewsList.ViewState.NewsItem] {
            await MainActor.run { flag.started = true }
            do {
                try await Task.sleep(for: .seconds(60))
            } catch {
                await MainActor.run { flag.cancelled = true }
                throw error
            }
            return []
        }

        func markAsRead(id: Int) async {}
    }

    @MainActor
    private final class Flag {
        var started = false
        var cancelled = false
    }
}

/// `cancellable: { cancelInFlight: true }`: a second `start` cancels the first call, whose
/// cancellation reports nothing, so it neither ends the second call's loading nor sets an error.
@MainActor
final class EffectCancelInFlightRunTests: XCTestCase {
    private struct Gate: NewsClient {
        let calls = Calls()

        func fetchPage(page: Int) async throws -> [NewsList.ViewState.NewsItem] {
            let number = await MainActor.run { calls.started() }
            if number == 1 { try await Task.sleep(for: .seconds(60)) }
            try await Task.sleep(for: .milliseconds(50))
            return [.init(id: number, title: "\(number)", text: "")]
        }

        func markAsRead(id: Int) async {}
    }

    @MainActor
    private final class Calls {
        var count = 0
        func started() -> Int {
            count += 1
            return count
        }
    }

    func testANewerCallCancelsTheOlderWhichReportsNothing() async {
        let client = Gate()
        let state = NewsList.ViewState(input: .init())
        let viewModel = NewsList.ViewModel(state: state, input: .init(), output: .init(), router: nil, news: client)
        await viewModel.handle(.start)
        await eventually { client.calls.count == 1 }
        await viewModel.handle(.start)
        XCTAssertTrue(state.isLoading)
        XCTAssertNil(state.errorMessage, "the cancelled call reported no failure")
        await eventually { state.news.map(\.id) == [2] && !state.isLoading }
        XCTAssertNil(state.errorMessage)
    }
}
