@testable import GoldenCombine
import Foundation
import UIKit
import XCTest

/// NumbersList's actions, a test each: sent to the view model as the view sends them, then
/// checked against the state, the screens the router shows and what the output sends. A test
/// that checks a route checks what featuregen generates the action to do; one that only fails
/// is yours to write.
@MainActor
final class NumbersListTests: XCTestCase {
    private func makeModule() -> NumbersListTestModule {
        NumbersListTestModule(input: .init())
    }

    // MARK: - Actions

    func testOnAppear() async {
        let module = makeModule()
        await module.viewModel.handle(.onAppear)
        XCTFail("Write the test of onAppear: what does it change in the state, and what does it send?")
    }

    func testDidFinishFetching() async {
        let module = makeModule()
        await module.viewModel.handle(.didFinishFetching([]))
        XCTFail("Write the test of didFinishFetching: what does it change in the state, and what does it send?")
    }

    func testDidFailFetching() async {
        let module = makeModule()
        await module.viewModel.handle(.didFailFetching)
        XCTFail("Write the test of didFailFetching: what does it change in the state, and what does it send?")
    }

    func testRetry() async {
        let module = makeModule()
        await module.viewModel.handle(.retry)
        XCTFail("Write the test of retry: what does it change in the state, and what does it send?")
    }

    func testSelectOrder() async {
        let module = makeModule()
        await module.viewModel.handle(.selectOrder(.ascending))
        XCTFail("Write the test of selectOrder: what does it change in the state, and what does it send?")
    }

    // MARK: - NumbersContent

    func testNumbersContentOnTapRetry() async {
        let module = makeModule()
        await module.viewModel.handle(.onNumbersContentAction(.onTapRetry))
        XCTFail("Write the test of NumbersContent's onTapRetry: what does it change in the state, and what does it send?")
    }
}
