@testable import GoldenMixed
import Foundation
import Testing
import UIKit

/// Starter's actions, a test each: sent to the view model as the view sends them, then
/// checked against the state, the screens the router shows and what the output sends. A test
/// that checks a route checks what featuregen generates the action to do; one that says what
/// to check instead is yours to write.
@MainActor
@Suite struct StarterTests {
    private func makeModule() -> StarterTestModule {
        StarterTestModule(input: .init(title: ""))
    }

    // MARK: - Actions

    @Test(.disabled("Write the test of viewDidLoad: what does it change in the state, and what does it send?"))
    func viewDidLoad() async throws {
        let module = makeModule()
        await module.viewModel.handle(.viewDidLoad)
        Issue.record("Write the test of viewDidLoad: what does it change in the state, and what does it send?")
    }

    @Test
    func dismiss() async throws {
        let module = makeModule()
        await module.viewModel.handle(.dismiss)
        #expect(module.screen.dismissals == 1, "dismiss dismisses the screen")
    }

    // MARK: - StarterHeader

    @Test(.disabled("Write the test of StarterHeader's onTapBackButton: what does it change in the state, and what does it send?"))
    func onStarterHeaderActionOnTapBackButton() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onStarterHeaderAction(.onTapBackButton))
        Issue.record("Write the test of StarterHeader's onTapBackButton: what does it change in the state, and what does it send?")
    }
}
