// Runs the effect NewsList's spec declares (`start` calls `news.fetchPage`, cancellable as
// `fetchPage` with cancelInFlight) through the generated reducer and the store: the input sets
// the loading flag and returns a `.run` that calls the client; its result comes back as the
// private feedback `newsResponse`, which the reducer reduces into the list or the error's text.
import XCTest

@testable import GoldenStateContainer

@MainActor
final class StateContainerEffectRunTests: XCTestCase {
    private struct Offline: LocalizedError {
        var errorDescription: String? { "The network is offline." }
    }

    private let post = NewsList.ViewState.NewsItem(id: 1, title: "Title", text: "Text")

    /// A client that answers each page with `posts`, or fails when there are none, recording
    /// the pages asked for.
    private struct Client: NewsClient {
        let posts: [NewsList.ViewState.NewsItem]?
        let log = CallLog()

        func fetchPage(page: Int) async throws -> [NewsList.ViewState.NewsItem] {
            await log.record("page \(page)")
            guard let posts else { throw Offline() }
            return posts
        }

        func markAsRead(id: Int) async {}
    }

    func testTheInputSetsTheLoadingFlagAndReturnsTheCallsResultAsFeedback() async {
        let client = Client(posts: [post])
        var state = NewsListReducer.State()
        state.page = 3
        let outcome = await NewsListReducer(news: client).reduce(message: .input(.start), into: &state).outcome()
        XCTAssertTrue(state.isLoading, "the loading flag is set when the input is reduced")
        XCTAssertEqual(outcome.outputs.count, 0)
        guard outcome.feedback.count == 1, case let .newsResponse(.success(news)) = outcome.feedback[0] else {
            return XCTFail("the feedback is \(outcome.feedback)")
        }
        XCTAssertEqual(news, [post])
        let calls = await client.log.events
        XCTAssertEqual(calls, ["page 3"], "the call read the page from the state")
    }

    func testTheStoreReducesTheFeedbackIntoTheState() async {
        let store = NewsListReducer.ViewStore(state: .init(), reducer: NewsListReducer(news: Client(posts: [post])))
        await store.send(.start)
        XCTAssertEqual(store.news, [post], "the response's success is reduced, not just returned")
        XCTAssertFalse(store.isLoading)
        XCTAssertNil(store.errorMessage)
    }

    func testAFailedCallSetsTheErrorsTextAndEndsTheLoading() async {
        let store = NewsListReducer.ViewStore(state: .init(), reducer: NewsListReducer(news: Client(posts: nil)))
        await store.send(.start)
        XCTAssertEqual(store.errorMessage, "The network is offline.")
        XCTAssertFalse(store.isLoading)
        XCTAssertTrue(store.news.isEmpty)
    }

    func testTheCallIsCancelledWhenTheStoreGoesAway() async {
        let client = Hanging()
        var store: NewsListReducer.ViewStore? = NewsListReducer.ViewStore(state: .init(), reducer: NewsListReducer(news: client))
        weak let released = store
        let _: Task<Void, Never>? = store?.send(.start)
        await waitUntil { await client.log.events == ["started"] }
        XCTAssertEqual(store?.isLoading, true)
        store = nil
        XCTAssertNil(released, "the call in flight keeps the store alive")
        await waitUntil { await client.log.events.count == 2 }
        let events = await client.log.events
        XCTAssertEqual(events, ["started", "cancelled"])
    }

    func testANewerCallCancelsTheOneInFlight() async {
        let client = Hanging()
        let store = NewsListReducer.ViewStore(state: .init(), reducer: NewsListReducer(news: client))
        let first: Task<Void, Never> = store.send(.start)
        await waitUntil { await client.log.events == ["started"] }
        let _: Task<Void, Never> = store.send(.start)
        await first.value
        await waitUntil { await client.log.events.count == 3 }
        let events = await client.log.events
        // The second call may log its start before the first logs its cancellation.
        XCTAssertEqual(events.sorted(), ["cancelled", "started", "started"], "cancelInFlight: the first call is cancelled")
        XCTAssertEqual(events.first, "started")
        XCTAssertNil(store.errorMessage, "a cancelled call's failure is not reduced")
        XCTAssertTrue(store.isLoading, "the second call is still running")
    }

    /// `cancellable:` without `cancelInFlight` lets two effects of one id run side by side, and
    /// `.cancel(id:)` ends both.
    func testCancelByIdEndsEveryEffectOfThatId() async {
        final class Timers: StateContainer.Reducer {
            enum Input: Sendable { case start, stop }
            let log: CallLog
            init(log: CallLog) { self.log = log }

            func reduce(message: StateContainer.Message<Input, Never>, into state: inout Int) -> StateContainer.Effect<Never, Never> {
                switch message {
                case .input(.start):
                    state += 1
                    return .run { [log] _ in
                        await log.record("started")
                        try? await Task.sleep(for: .seconds(3_600))
                        await log.record(Task.isCancelled ? "cancelled" : "finished")
                    }
                    .cancellable(id: "timer")
                case .input(.stop):
                    return .cancel(id: "timer")
                }
            }
        }
        let log = CallLog()
        let store = StateContainer.Store(state: 0, reducer: Timers(log: log))
        let first: Task<Void, Never> = store.send(.start)
        let second: Task<Void, Never> = store.send(.start)
        await waitUntil { await log.events.count == 2 }
        await store.send(.stop)
        await first.value
        await second.value
        let events = await log.events
        XCTAssertEqual(events, ["started", "started", "cancelled", "cancelled"])
        let tasks = Mirror(reflecting: store).children.first { $0.label == "tasks" }?.value
        XCTAssertEqual(tasks.map { Mirror(reflecting: $0).children.count }, 0, "tasks kept: \(tasks ?? "none")")
    }

    /// A client whose call runs until it is cancelled.
    private struct Hanging: NewsClient {
        let log = CallLog()

        func fetchPage(page: Int) async throws -> [NewsList.ViewState.NewsItem] {
            await log.record("started")
            do {
                try await Task.sleep(for: .seconds(3_600))
            } catch {
                await log.record("cancelled")
                throw error
            }
            return []
        }

        func markAsRead(id: Int) async {}
    }

    /// Waits, up to five seconds, until `condition` holds: the store's tasks run on their own.
    private func waitUntil(_ condition: () async -> Bool) async {
        for _ in 0..<2_500 {
            if await condition() { return }
            try? await Task.sleep(for: .milliseconds(2))
        }
    }
}

/// What a client or an effect did, in order.
private actor CallLog {
    private(set) var events: [String] = []

    func record(_ event: String) {
        events.append(event)
    }
}
