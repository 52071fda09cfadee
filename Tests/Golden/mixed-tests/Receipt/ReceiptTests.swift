@testable import GoldenMixed
import Foundation
import UIKit
import XCTest

/// Receipt's actions, a test each: sent to the view model as the view sends them, then
/// checked against the state, the screens the router shows and what the output sends. A test
/// that checks a route checks what featuregen generates the action to do; one that says what
/// to check instead is yours to write.
@MainActor
final class ReceiptTests: XCTestCase {
    private func makeModule() -> ReceiptTestModule {
        ReceiptTestModule(input: .init(orderId: ""))
    }

    // MARK: - Actions

    func testDismiss() async throws {
        let module = makeModule()
        await module.viewModel.handle(.dismiss)
        XCTAssertEqual(module.screen.dismissals, 1, "dismiss dismisses the screen")
    }

    func testSelectLine() async throws {
        let module = makeModule()
        await module.viewModel.handle(.selectLine(line: .init(id: 0, text: "")))
        throw XCTSkip("Write the test of selectLine: what does it change in the state, and what does it send?")
    }
}
