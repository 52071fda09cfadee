@testable import GoldenCombine
import Foundation
import UIKit

/// Starter put together as its `build(input:output:)` does, with spies where a test looks:
/// its screen (what the router presents and dismisses), the navigation controller the screen is
/// the root of (what it pushes and pops), its output (what it sends) and the actions its reducer
/// is sent. Its reducer is a real one, the router's as in the app: what the screens the router
/// opens report reaches the view model through it.
@MainActor
final class StarterTestModule {
    let state: Starter.ViewState
    let viewModel: Starter.ViewModel
    let router: Starter.Router
    let reducer: Reducer<Starter.ViewModel>
    let screen = ScreenSpy()
    let navigation: NavigationSpy
    let output = StarterOutputSpy()
    let actions = ActionSpy<Starter.ViewModel.Action>()

    init(input: Starter.Input?) {
        state = Starter.ViewState(input: input)
        router = Starter.Router()
        navigation = NavigationSpy(rootViewController: screen)
        router.parentViewController = screen
        viewModel = Starter.ViewModel(state: state, input: input, output: output.output, router: router)
        reducer = Reducer(viewModel: viewModel) { [actions] in actions.record($0) }
        router.reducer = reducer
    }
}

// MARK: - Output

/// What Starter sends to its output, in order: `didFinish`.
final class StarterOutputSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var calls: [String] { lock.withLock { recorded } }

    var output: Starter.Output {
        .init(
            didFinish: { [self] in record("didFinish") }
        )
    }

    private func record(_ call: String) {
        lock.withLock { recorded.append(call) }
    }
}
