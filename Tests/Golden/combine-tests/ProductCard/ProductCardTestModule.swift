@testable import GoldenCombine
import Foundation
import UIKit

/// ProductCard put together as its `build(input:output:)` does, with spies where a test looks:
/// its screen (what the router presents and dismisses), the navigation controller the screen is
/// the root of (what it pushes and pops), its output (what it sends) and the actions its reducer
/// is sent. Its reducer is a real one, the router's as in the app: what the screens the router
/// opens report reaches the view model through it.
@MainActor
final class ProductCardTestModule {
    let state: ProductCard.ViewState
    let viewModel: ProductCard.ViewModel
    let router: ProductCard.Router
    let reducer: Reducer<ProductCard.ViewModel>
    let screen = ScreenSpy()
    let navigation: NavigationSpy
    let output = ProductCardOutputSpy()
    let actions = ActionSpy<ProductCard.ViewModel.Action>()

    init(input: ProductCard.Input?) {
        state = ProductCard.ViewState(input: input)
        router = ProductCard.Router()
        navigation = NavigationSpy(rootViewController: screen)
        router.parentViewController = screen
        viewModel = ProductCard.ViewModel(state: state, input: input, output: output.output, router: router)
        reducer = Reducer(viewModel: viewModel) { [actions] in actions.record($0) }
        router.reducer = reducer
    }
}

// MARK: - Output

/// What ProductCard sends to its output, in order: `didChangeLike(\(productId), \(isLiked))`.
final class ProductCardOutputSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var calls: [String] { lock.withLock { recorded } }

    var output: ProductCard.Output {
        .init(
            didChangeLike: { [self] productId, isLiked in record("didChangeLike(\(productId), \(isLiked))") }
        )
    }

    private func record(_ call: String) {
        lock.withLock { recorded.append(call) }
    }
}
