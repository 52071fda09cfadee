@testable import GoldenStateContainer
import Foundation
import Testing

/// NewsDetails's inputs and feedback, a test each, as the article tests a state container:
/// the message is reduced from the state the screen starts with, and the effect run to its
/// end, then the state, the output and the feedback are checked. A test that checks an output
/// checks what featuregen generates the input to do; one that says what to check instead is
/// yours to write.
@MainActor
@Suite struct NewsDetailsTests {
    private typealias Message = StateContainer.Message<NewsDetailsReducer.Input, NewsDetailsReducer.Feedback>

    /// The state the screen starts with.
    private func makeState() throws -> NewsDetailsReducer.State {
        NewsDetailsReducer.State(post: .init(id: 1, title: "Tea", text: "Brewed for three minutes."))
    }

    /// The reducer under test, with the services NewsDetails uses.
    private func makeReducer(news: NewsClientDouble = NewsClientDouble()) throws -> NewsDetailsReducer {
        NewsDetailsReducer(news: news)
    }

    /// Reduces the message into `state` by `reducer` (`makeReducer()`'s if nil) and runs the
    /// effect to its end.
    private func reduce(
        _ message: Message, into state: inout NewsDetailsReducer.State, by reducer: NewsDetailsReducer? = nil
    ) async throws -> (outputs: [NewsDetailsReducer.Output], feedback: [NewsDetailsReducer.Feedback]) {
        try await (reducer ?? makeReducer()).reduce(message: message, into: &state).outcome()
    }

    // MARK: - Input

    @Test(.disabled("Write the test of onAppear: is the state what it should be after it, and what does its effect do?"))
    func onAppear() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onAppear), into: &state)
        Issue.record("Write the test of onAppear: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of onDisappear: is the state what it should be after it, and what does its effect do?"))
    func onDisappear() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.onDisappear), into: &state)
        Issue.record("Write the test of onDisappear: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test(.disabled("Write the test of share: is the state what it should be after it, and what does its effect do?"))
    func share() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.share), into: &state)
        Issue.record("Write the test of share: is \(state) the state after it, and \(outcome) what its effect does?")
    }

    @Test
    func dismiss() async throws {
        var state = try makeState()
        let outcome = try await reduce(.input(.dismiss), into: &state)
        guard outcome.outputs.count == 1, case .dismiss? = outcome.outputs.first else {
            Issue.record("dismiss asks the view to close the screen, but its outputs are \(outcome.outputs)")
            return
        }
    }

    @Test func loadMore() async throws {
        var state = try makeState()
        let news = NewsClientDouble(onFetchPage: { page in [] })
        let outcome = try await reduce(.input(.loadMore(page: 0)), into: &state, by: makeReducer(news: news))
        #expect(state.isLoadingMore == true)
        #expect(state.moreError == nil)
        guard let feedback = outcome.feedback.first, case .moreResponse(.success) = feedback else {
            Issue.record("loadMore calls news.fetchPage, whose result comes back as moreResponse, but the feedback is \(outcome.feedback)")
            return
        }
        _ = try await reduce(.feedback(feedback), into: &state)
        #expect(state.isLoadingMore == false)
        #expect(state.moreNews == [])
    }

    @Test func loadMoreFails() async throws {
        var state = try makeState()
        let news = NewsClientDouble(onFetchPage: { _ in throw CallFailed() })
        let outcome = try await reduce(.input(.loadMore(page: 0)), into: &state, by: makeReducer(news: news))
        guard let feedback = outcome.feedback.first, case .moreResponse(.failure) = feedback else {
            Issue.record("When news.fetchPage fails, moreResponse brings the error back, but the feedback is \(outcome.feedback)")
            return
        }
        _ = try await reduce(.feedback(feedback), into: &state)
        #expect(state.isLoadingMore == false)
        #expect(state.moreError != nil)
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
