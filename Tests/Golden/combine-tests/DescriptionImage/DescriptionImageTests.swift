@testable import GoldenCombine
import Foundation
import UIKit
import XCTest

/// DescriptionImage's actions, a test each: sent to the view model as the view sends them, then
/// checked against the state, the screens the router shows and what the output sends. A test
/// that checks a route checks what featuregen generates the action to do; one that says what
/// to check instead is yours to write.
@MainActor
final class DescriptionImageTests: XCTestCase {
    private func makeModule() -> DescriptionImageTestModule {
        DescriptionImageTestModule(input: .init(image: UIImage()))
    }

    // MARK: - Actions

    func testOnAppear() async throws {
        let module = makeModule()
        await module.viewModel.handle(.onAppear)
        throw XCTSkip("Write the test of onAppear: what does it change in the state, and what does it send?")
    }

    func testDismiss() async throws {
        let module = makeModule()
        await module.viewModel.handle(.dismiss)
        XCTAssertEqual(module.screen.dismissals, 1, "dismiss dismisses the screen")
    }
}
