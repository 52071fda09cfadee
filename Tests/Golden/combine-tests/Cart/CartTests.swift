@testable import GoldenCombine
import Foundation
import UIKit
import XCTest

/// Cart's actions, a test each: sent to the view model as the view sends them, then
/// checked against the state, the screens the router shows and what the output sends. A test
/// that checks a route checks what featuregen generates the action to do; one that only fails
/// is yours to write.
@MainActor
final class CartTests: XCTestCase {
    private func makeModule() -> CartTestModule {
        CartTestModule(input: .init())
    }

    // MARK: - Actions

    func testOnAppear() async {
        let module = makeModule()
        await module.viewModel.handle(.onAppear)
        XCTFail("Write the test of onAppear: what does it change in the state, and what does it send?")
    }

    func testBuy() async {
        let module = makeModule()
        await module.viewModel.handle(.buy)
        XCTFail("Write the test of buy: what does it change in the state, and what does it send?")
    }

    func testDismiss() async {
        let module = makeModule()
        await module.viewModel.handle(.dismiss)
        XCTAssertEqual(module.screen.dismissals, 1, "dismiss dismisses the screen")
    }

    // MARK: - BuyButton

    func testBuyButtonOnTap() async {
        let module = makeModule()
        await module.viewModel.handle(.onBuyButtonAction(.onTap))
        XCTFail("Write the test of BuyButton's onTap: what does it change in the state, and what does it send?")
    }
}
