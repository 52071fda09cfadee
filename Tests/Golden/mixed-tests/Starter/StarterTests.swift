@testable import GoldenMixed
import Foundation
import UIKit
import XCTest

/// Starter's actions, a test each: sent to the view model as the view sends them, then
/// checked against the state, the screens the router shows and what the output sends. A test
/// that checks a route checks what featuregen generates the action to do; one that says what
/// to check instead is yours to write.
@MainActor
final class StarterTests: XCTestCase {
    private func makeModule() -> StarterTestModule {
        StarterTestModule(input: .init(title: ""))
    }

    // MARK: - Actions

    func testViewDidLoad() async throws {
        let module = makeModule()
        await module.viewModel.handle(.viewDidLoad)
        throw XCTSkip("Write the test of viewDidLoad: what does it change in the state, and what does it send?")
    }

    func testDismiss() async throws {
        let module = makeModule()
        await module.viewModel.handle(.dismiss)
        XCTAssertEqual(module.screen.dismissals, 1, "dismiss dismisses the screen")
    }

    // MARK: - StarterHeader

    func testStarterHeaderOnTapBackButton() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onStarterHeaderAction(.onTapBackButton))
        throw XCTSkip("Write the test of StarterHeader's onTapBackButton: what does it change in the state, and what does it send?")
    }
}
