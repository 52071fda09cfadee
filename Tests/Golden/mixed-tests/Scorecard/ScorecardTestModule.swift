@testable import GoldenMixed
import Foundation
import UIKit

/// Scorecard put together as its `build(input:output:)` does, with spies where a test looks:
/// its screen (what the router presents and dismisses), the navigation controller the screen is
/// the root of (what it pushes and pops), its output (what it sends) and the actions its reducer
/// is sent. Its reducer is a real one, the router's as in the app: what the screens the router
/// opens report reaches the view model through it.
@MainActor
final class ScorecardTestModule {
    let state: Scorecard.ViewState
    let viewModel: Scorecard.ViewModel
    let router: Scorecard.Router
    let reducer: Reducer<Scorecard.ViewModel>
    let screen = ScreenSpy()
    let navigation: NavigationSpy
    let output = ScorecardOutputSpy()
    let actions = ActionSpy<Scorecard.ViewModel.Action>()

    init(input: Scorecard.Input?) {
        state = Scorecard.ViewState(input: input)
        router = Scorecard.Router()
        navigation = NavigationSpy(rootViewController: screen)
        router.parentViewController = screen
        viewModel = Scorecard.ViewModel(state: state, input: input, output: output.output, router: router)
        reducer = Reducer(viewModel: viewModel) { [actions] in actions.record($0) }
        router.reducer = reducer
    }
}

// MARK: - Output

/// What Scorecard sends to its output, in order: `didFinish(\(points))`.
final class ScorecardOutputSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var calls: [String] { lock.withLock { recorded } }

    var output: Scorecard.Output {
        .init(
            didFinish: { [self] points in record("didFinish(\(points))") }
        )
    }

    private func record(_ call: String) {
        lock.withLock { recorded.append(call) }
    }
}
