@testable import GoldenTCA
import ComposableArchitecture
import Foundation
import XCTest

/// NewsDetails's actions, a test each, as TCA tests a feature: a `TestStore` sends the action
/// and says, in `send`'s closure, how the state changes (every change, or the test fails), then
/// receives what the effects send back. A test featuregen cannot write says what to check.
@MainActor
final class NewsDetailsTests: XCTestCase {
    /// The feature as the screen starts, with its dependencies' test values: give the endpoints a
    /// test calls (`$0.news.… = { … }`).
    private func makeStore(
        withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
    ) throws -> TestStoreOf<NewsDetails> {
        TestStore(initialState: NewsDetails.State(post: .init(id: 1, title: "Tea", text: "Brewed for three minutes."))) {
            NewsDetails()
        } withDependencies: {
            prepareDependencies(&$0)
        }
    }

    // MARK: - Actions

    func testOnAppear() async throws {
        let store = try makeStore()
        await store.send(.onAppear) {
            $0.hasAppeared = true
        }
        // Shown again, after a screen pushed over it is popped, it does nothing.
        await store.send(.onAppear)
    }

    func testOnDisappear() async throws {
        let store = try makeStore()
        await store.send(.onDisappear) {
            _ = $0
        }
        throw XCTSkip("Write the test of onDisappear: how does it change the state ($0 in send's closure), and what does it receive?")
    }

    func testShare() async throws {
        let store = try makeStore()
        await store.send(.share) {
            _ = $0
        }
        throw XCTSkip("Write the test of share: how does it change the state ($0 in send's closure), and what does it receive?")
    }

    func testDismiss() async throws {
        let dismissed = LockIsolated(false)
        let store = try makeStore { $0.dismiss = DismissEffect { dismissed.setValue(true) } }
        await store.send(.dismiss)
        await store.finish()
        XCTAssertTrue(dismissed.value, "dismiss dismisses the feature")
    }

    func testLoadMore() async throws {
        let store = try makeStore {
            $0.news.fetchPage = { page in [] }
        }
        await store.send(.loadMore(page: 0)) {
            $0.isLoadingMore = true
        }
        await store.receive(\.moreResponse) {
            $0.isLoadingMore = false
            $0.moreNews = []
        }
        await store.finish()
    }

    func testLoadMoreFails() async throws {
        let store = try makeStore {
            $0.news.fetchPage = { _ in throw CallFailed() }
        }
        await store.send(.loadMore(page: 0)) {
            $0.isLoadingMore = true
        }
        await store.receive(\.moreResponse.failure) {
            $0.isLoadingMore = false
            $0.moreError = CallFailed().localizedDescription
        }
    }

    func testMoreResponse() async throws {
        throw XCTSkip("Give moreResponse a sample: a `Result<[NewsList.ViewState.NewsItem], any Error>` the test can send")
    }
}

// MARK: - Test Doubles

/// What an endpoint throws when a test makes its call fail.
private struct CallFailed: Error {}
