@testable import GoldenMixed
import Foundation
import Testing
import UIKit

/// Receipt's actions, a test each: sent to the view model as the view sends them, then
/// checked against the state, the screens the router shows and what the output sends. A test
/// that checks a route checks what featuregen generates the action to do; one that says what
/// to check instead is yours to write.
@MainActor
@Suite struct ReceiptTests {
    private func makeModule() -> ReceiptTestModule {
        ReceiptTestModule(input: .init(orderId: ""))
    }

    // MARK: - Actions

    @Test
    func dismiss() async throws {
        let module = makeModule()
        await module.viewModel.handle(.dismiss)
        #expect(module.screen.dismissals == 1, "dismiss dismisses the screen")
    }

    @Test(.disabled("Write the test of selectLine: what does it change in the state, and what does it send?"))
    func selectLine() async throws {
        let module = makeModule()
        await module.viewModel.handle(.selectLine(line: .init(id: 0, text: "")))
        Issue.record("Write the test of selectLine: what does it change in the state, and what does it send?")
    }
}
