@testable import GoldenCombine
import Foundation
import Testing
import UIKit

/// NumbersList's actions, a test each: sent to the view model as the view sends them, then
/// checked against the state, the screens the router shows and what the output sends. A test
/// that checks a route checks what featuregen generates the action to do; one that only fails
/// is yours to write.
@MainActor
@Suite struct NumbersListTests {
    private func makeModule() -> NumbersListTestModule {
        NumbersListTestModule(input: .init())
    }

    // MARK: - Actions

    @Test func onAppear() async {
        let module = makeModule()
        await module.viewModel.handle(.onAppear)
        Issue.record("Write the test of onAppear: what does it change in the state, and what does it send?")
    }

    @Test func didFinishFetching() async {
        let module = makeModule()
        await module.viewModel.handle(.didFinishFetching([]))
        Issue.record("Write the test of didFinishFetching: what does it change in the state, and what does it send?")
    }

    @Test func didFailFetching() async {
        let module = makeModule()
        await module.viewModel.handle(.didFailFetching)
        Issue.record("Write the test of didFailFetching: what does it change in the state, and what does it send?")
    }

    @Test func retry() async {
        let module = makeModule()
        await module.viewModel.handle(.retry)
        Issue.record("Write the test of retry: what does it change in the state, and what does it send?")
    }

    @Test func selectOrder() async {
        let module = makeModule()
        await module.viewModel.handle(.selectOrder(.ascending))
        Issue.record("Write the test of selectOrder: what does it change in the state, and what does it send?")
    }

    // MARK: - NumbersContent

    @Test func onNumbersContentActionOnTapRetry() async {
        let module = makeModule()
        await module.viewModel.handle(.onNumbersContentAction(.onTapRetry))
        Issue.record("Write the test of NumbersContent's onTapRetry: what does it change in the state, and what does it send?")
    }
}
