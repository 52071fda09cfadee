@testable import GoldenCombine
import Foundation
import Testing
import UIKit

/// Cart's actions, a test each: sent to the view model as the view sends them, then
/// checked against the state, the screens the router shows and what the output sends. A test
/// that checks a route checks what featuregen generates the action to do; one that says what
/// to check instead is yours to write.
@MainActor
@Suite struct CartTests {
    private func makeModule() -> CartTestModule {
        CartTestModule(input: .init())
    }

    // MARK: - Actions

    @Test(.disabled("Write the test of onAppear: what does it change in the state, and what does it send?"))
    func onAppear() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onAppear)
        Issue.record("Write the test of onAppear: what does it change in the state, and what does it send?")
    }

    @Test(.disabled("Write the test of buy: what does it change in the state, and what does it send?"))
    func buy() async throws {
        let module = makeModule()
        await module.viewModel.handle(.buy)
        Issue.record("Write the test of buy: what does it change in the state, and what does it send?")
    }

    @Test
    func didBuy() async throws {
        let module = makeModule()
        await module.viewModel.handle(.didBuy(itemCount: 0))
        #expect(module.output.calls == ["didBuy(0)"], "didBuy tells the owner")
    }

    @Test
    func closeButtonTapped() async throws {
        let module = makeModule()
        await module.viewModel.handle(.closeButtonTapped)
        #expect(module.screen.dismissals == 1, "dismiss dismisses the screen")
    }

    // MARK: - BuyButton

    @Test(.disabled("Write the test of BuyButton's onTap: what does it change in the state, and what does it send?"))
    func onBuyButtonActionOnTap() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onBuyButtonAction(.onTap))
        Issue.record("Write the test of BuyButton's onTap: what does it change in the state, and what does it send?")
    }
}
