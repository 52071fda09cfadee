@testable import GoldenCombine
import UIKit
import XCTest

/// NewsList's actions, a test each: sent to the view model as the view sends them, then
/// checked against the state, the screens the router shows and what the output sends. A test
/// that checks a route checks what featuregen generates the action to do; one that only fails
/// is yours to write.
@MainActor
final class NewsListTests: XCTestCase {
    private func makeModule() -> NewsListTestModule {
        NewsListTestModule(input: .init())
    }

    // MARK: - Actions

    func testStart() async {
        let module = makeModule()
        await module.viewModel.handle(.start)
        XCTFail("Write the test of start: what does it change in the state, and what does it send?")
    }

    func testDidScrollToBottom() async {
        let module = makeModule()
        await module.viewModel.handle(.didScrollToBottom)
        XCTFail("Write the test of didScrollToBottom: what does it change in the state, and what does it send?")
    }

    // MARK: - NewsFeed
}
