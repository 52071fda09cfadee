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

    /// A client that answers each page with `posts`, or fails when there are none; it notes
    /// whether `state` showed the loading flag while the call ran.
    private struct Client: NewsClient {
        let posts: [NewsList.ViewState.NewsItem]?
        var state: NewsList.ViewState?
        let pages = Pages()

        func fetchPage(page: Int) async throws -> [NewsList.ViewState.NewsItem] {
            let loading = await MainActor.run { [state] in state?.isLoading }
            await pages.record(page, loading: loading)
            guard let posts else { throw Offline() }
            return posts
        }

        func markAsRead(id: Int) async {}
    }

    private actor Pages {
        var asked: [Int] = []
        var loadingWhileAsked: [Bool?] = []
        func record(_ page: Int, loading: Bool?) {
            asked.append(page)
            loadingWhileAsked.append(loading)
        }
    }

    private let post = NewsList.ViewState.NewsItem(id: 1, title: "Title", text: "Text")

    func testTheResultOfTheCallComesBackAsTheResponseAction() async {
        let state = NewsList.ViewState(input: .init())
        let client = Client(posts: [post], state: state)
        let viewModel = NewsList.ViewModel(state: state, input: .init(), output: .init(), router: nil, news: client)
        await viewModel.handle(.start)
        await eventually { state.news == [self.post] && !state.isLoading }
        XCTAssertNil(state.errorMessage)
        let pages = await client.pages.asked
        XCTAssertEqual(pages, [1], "the call read the page from the state")
        let loading = await client.pages.loadingWhileAsked
        XCTAssertEqual(loading, [true], "the loading flag is set before the call")
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

    /// `stopLoading` sent through the reducer right after `start` runs while `start` may still
    /// await the main actor, and still finds the call to cancel: the handler keeps its task
    /// before any await, and the task sets the loading flag only if it was not cancelled first.
    func testAStopSentRightAfterTheStartCancelsItsCall() async {
        for _ in 0..<20 {
            let client = Hanging()
            let state = NewsList.ViewState(input: .init())
            let viewModel = NewsList.ViewModel(state: state, input: .init(), output: .init(), router: nil, news: client)
            let reducer = Reducer(viewModel: viewModel)
            reducer(.start)
            reducer(.stopLoading)
            for _ in 0..<500 where await viewModel.fetchPageTask != nil {
                try? await Task.sleep(for: .milliseconds(2))
            }
            let task = await viewModel.fetchPageTask
            XCTAssertNil(task, "stopLoading dropped the call start began")
            try? await Task.sleep(for: .milliseconds(20))
            XCTAssertFalse(state.isLoading, "the stopped call leaves no spinner")
            if client.flag.started { await eventually { client.flag.cancelled } }
        }
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
