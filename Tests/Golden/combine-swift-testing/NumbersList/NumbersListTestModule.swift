@testable import GoldenCombine
import Foundation
import UIKit

/// NumbersList put together as its `build(input:output:)` does, with spies where a test looks:
/// its screen (what the router presents and dismisses), the navigation controller the screen is
/// the root of (what it pushes and pops), its output (what it sends) and the actions its reducer
/// is sent. Its reducer is a real one, the router's as in the app: what the screens the router
/// opens report reaches the view model through it.
@MainActor
final class NumbersListTestModule {
    let state: NumbersList.ViewState
    let viewModel: NumbersList.ViewModel
    let router: NumbersList.Router
    let reducer: Reducer<NumbersList.ViewModel>
    let screen = ScreenSpy()
    let navigation: NavigationSpy
    let output = NumbersListOutputSpy()
    let actions = ActionSpy<NumbersList.ViewModel.Action>()

    init(input: NumbersList.Input?, numbers: NumbersClient) {
        state = NumbersList.ViewState(input: input)
        router = NumbersList.Router()
        navigation = NavigationSpy(rootViewController: screen)
        router.parentViewController = screen
        viewModel = NumbersList.ViewModel(
            state: state,
            input: input,
            output: output.output,
            router: router,
            numbers: numbers
        )
        reducer = Reducer(viewModel: viewModel) { [actions] in actions.record($0) }
        router.reducer = reducer
    }
}

// MARK: - Output

/// What NumbersList sends to its output, in order: `numbersDownloaded`.
final class NumbersListOutputSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var calls: [String] { lock.withLock { recorded } }

    var output: NumbersList.Output {
        .init(
            numbersDownloaded: { [self] in record("numbersDownloaded") }
        )
    }

    private func record(_ call: String) {
        lock.withLock { recorded.append(call) }
    }
}
