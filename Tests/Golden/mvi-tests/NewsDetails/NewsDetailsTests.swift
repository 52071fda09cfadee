@testable import GoldenMVI
import Combine
import Foundation
import XCTest

/// NewsDetails's intents, a test each: called as the view calls them, then checked against the
/// model and the screens the intent asks its router for. A test that checks a screen checks
/// what featuregen generates the intent to do; one that says what to check instead is yours to
/// write.
@MainActor
final class NewsDetailsTests: XCTestCase {
    /// The intent as the screen starts, and the screens it asks for.
    private func makeIntent(news: NewsClientDouble = NewsClientDouble()) throws -> (NewsDetailsIntent, NewsDetailsScreens) {
        let intent = NewsDetailsIntent(input: .init(post: .init(id: 1, title: "Tea", text: "Brewed for three minutes.")), news: news)
        return (intent, NewsDetailsScreens(intent.model.routerSubject))
    }

    // MARK: - Intents

    func testOnAppear() async throws {
        let (intent, screens) = try makeIntent()
        intent.onAppear()
        throw XCTSkip("Write the test of onAppear: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    func testOnDisappear() async throws {
        let (intent, screens) = try makeIntent()
        intent.onDisappear()
        throw XCTSkip("Write the test of onDisappear: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    func testShare() async throws {
        let (intent, screens) = try makeIntent()
        intent.share()
        throw XCTSkip("Write the test of share: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    func testDismiss() async throws {
        let (intent, screens) = try makeIntent()
        intent.dismiss()
        guard case .dismiss? = screens.shown.last else {
            XCTFail("dismiss asks the router to close the screen, but it was asked for \(screens.shown)")
            return
        }
    }

    func testLoadMore() async throws {
        let (intent, _) = try makeIntent(news: NewsClientDouble(onFetchPage: { page in [] }))
        intent.loadMore(page: 0)
        XCTAssertEqual(intent.model.isLoadingMore, true)
        XCTAssertNil(intent.model.moreError)
        // The call runs in the intent's task, which hands the result to moreResponse.
        await intent.loadMoreTask?.value
        XCTAssertEqual(intent.model.isLoadingMore, false)
        XCTAssertEqual(intent.model.moreNews, [])
    }

    func testLoadMoreFails() async throws {
        let (intent, _) = try makeIntent(news: NewsClientDouble(onFetchPage: { _ in throw CallFailed() }))
        intent.loadMore(page: 0)
        await intent.loadMoreTask?.value
        XCTAssertEqual(intent.model.isLoadingMore, false)
        XCTAssertNotNil(intent.model.moreError)
    }
}

/// The screens NewsDetails's intent asks its router for, in order.
@MainActor
final class NewsDetailsScreens {
    private(set) var shown: [NewsDetailsRouter.ScreenType] = []
    private var subscription: AnyCancellable?

    init(_ subject: PassthroughSubject<NewsDetailsRouter.ScreenType, Never>) {
        subscription = subject.sink { [weak self] screen in
            MainActor.assumeIsolated { self?.shown.append(screen) }
        }
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
