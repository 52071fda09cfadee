@testable import GoldenMixed
import Foundation
import UIKit

/// Shop put together as its `build(input:output:)` does, with spies where a test looks:
/// its screen (what the router presents and dismisses), the navigation controller the screen is
/// the root of (what it pushes and pops), its output (what it sends) and the actions its reducer
/// is sent. Its reducer is a real one, the router's as in the app: what the screens the router
/// opens report reaches the view model through it.
@MainActor
final class ShopTestModule {
    let state: Shop.ViewState
    let viewModel: Shop.ViewModel
    let router: Shop.Router
    let reducer: Reducer<Shop.ViewModel>
    let screen = ScreenSpy()
    let navigation: NavigationSpy
    let output = ShopOutputSpy()
    let actions = ActionSpy<Shop.ViewModel.Action>()

    init(input: Shop.Input?) {
        state = Shop.ViewState(input: input)
        router = Shop.Router()
        navigation = NavigationSpy(rootViewController: screen)
        router.parentViewController = screen
        viewModel = Shop.ViewModel(state: state, input: input, output: output.output, router: router)
        reducer = Reducer(viewModel: viewModel) { [actions] in actions.record($0) }
        router.reducer = reducer
    }
}

// MARK: - Output

/// What Shop sends to its output, in order: `nothing, it has none`.
final class ShopOutputSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var calls: [String] { lock.withLock { recorded } }

    var output: Shop.Output {
        .init()
    }

    private func record(_ call: String) {
        lock.withLock { recorded.append(call) }
    }
}
