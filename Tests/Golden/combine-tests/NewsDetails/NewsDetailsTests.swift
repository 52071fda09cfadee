@testable import GoldenCombine
import Foundation
import UIKit
import XCTest

/// NewsDetails's actions, a test each: sent to the view model as the view sends them, then
/// checked against the state, the screens the router shows and what the output sends. A test
/// that checks a route checks what featuregen generates the action to do; one that says what
/// to check instead is yours to write.
@MainActor
final class NewsDetailsTests: XCTestCase {
    /// The module under test, with the services NewsDetails uses.
    private func makeModule() throws -> NewsDetailsTestModule {
        NewsDetailsTestModule(
            input: .init(post: .init(id: 1, title: "Tea", text: "Brewed for three minutes.")),
            news: PreviewNewsClient()
        )
    }

    // MARK: - Actions

    func testOnAppear() async throws {
        let module = try makeModule()
        await module.viewModel.handle(.onAppear)
        throw XCTSkip("Write the test of onAppear: what does it change in the state, and what does it send?")
    }

    func testOnDisappear() async throws {
        let module = try makeModule()
        await module.viewModel.handle(.onDisappear)
        throw XCTSkip("Write the test of onDisappear: what does it change in the state, and what does it send?")
    }

    func testShare() async throws {
        let module = try makeModule()
        await module.viewModel.handle(.share)
        throw XCTSkip("Write the test of share: what does it change in the state, and what does it send?")
    }

    func testDismiss() async throws {
        let module = try makeModule()
        await module.viewModel.handle(.dismiss)
        XCTAssertEqual(module.screen.dismissals, 1, "dismiss dismisses the screen")
    }
}
