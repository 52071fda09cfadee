@testable import GoldenCombine
import Foundation
import UIKit

/// Cart put together as its `build(input:output:)` does, with spies where a test looks:
/// its screen (what the router presents and dismisses), the navigation controller the screen is
/// the root of (what it pushes and pops), its output (what it sends) and the actions its reducer
/// is sent. Its reducer is a real one, the router's as in the app: what the screens the router
/// opens report reaches the view model through it.
@MainActor
final class CartTestModule {
    let state: Cart.ViewState
    let viewModel: Cart.ViewModel
    let router: Cart.Router
    let reducer: Reducer<Cart.ViewModel>
    let screen = ScreenSpy()
    let navigation: NavigationSpy
    let output = CartOutputSpy()
    let actions = ActionSpy<Cart.ViewModel.Action>()

    init(input: Cart.Input?) {
        state = Cart.ViewState(input: input)
        router = Cart.Router()
        navigation = NavigationSpy(rootViewController: screen)
        router.parentViewController = screen
        viewModel = Cart.ViewModel(state: state, input: input, output: output.output, router: router)
        reducer = Reducer(viewModel: viewModel) { [actions] in actions.record($0) }
        router.reducer = reducer
    }
}

// MARK: - Output

/// What Cart sends to its output, in order: `didBuy(\(itemCount))`.
final class CartOutputSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var calls: [String] { lock.withLock { recorded } }

    var output: Cart.Output {
        .init(
            didBuy: { [self] itemCount in record("didBuy(\(itemCount))") }
        )
    }

    private func record(_ call: String) {
        lock.withLock { recorded.append(call) }
    }
}
