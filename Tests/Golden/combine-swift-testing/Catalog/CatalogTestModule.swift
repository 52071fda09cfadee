@testable import GoldenCombine
import Foundation
import UIKit

/// Catalog put together as its `build(input:output:)` does, with spies where a test looks:
/// its screen (what the router presents and dismisses), the navigation controller the screen is
/// the root of (what it pushes and pops), its output (what it sends) and the actions its reducer
/// is sent. Its reducer is a real one, the router's as in the app: what the screens the router
/// opens report reaches the view model through it.
@MainActor
final class CatalogTestModule {
    let state: Catalog.ViewState
    let viewModel: Catalog.ViewModel
    let router: Catalog.Router
    let reducer: Reducer<Catalog.ViewModel>
    let screen = ScreenSpy()
    let navigation: NavigationSpy
    let output = CatalogOutputSpy()
    let actions = ActionSpy<Catalog.ViewModel.Action>()

    init(input: Catalog.Input?) {
        state = Catalog.ViewState(input: input)
        router = Catalog.Router()
        navigation = NavigationSpy(rootViewController: screen)
        router.parentViewController = screen
        viewModel = Catalog.ViewModel(state: state, input: input, output: output.output, router: router)
        reducer = Reducer(viewModel: viewModel) { [actions] in actions.record($0) }
        router.reducer = reducer
    }
}

// MARK: - Output

/// What Catalog sends to its output, in order: `nothing, it has none`.
final class CatalogOutputSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var calls: [String] { lock.withLock { recorded } }

    var output: Catalog.Output {
        .init()
    }

    private func record(_ call: String) {
        lock.withLock { recorded.append(call) }
    }
}
