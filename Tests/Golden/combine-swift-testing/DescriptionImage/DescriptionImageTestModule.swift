@testable import GoldenCombine
import Foundation
import UIKit

/// DescriptionImage put together as its `build(input:output:)` does, with spies where a test looks:
/// its screen (what the router presents and dismisses), the navigation controller the screen is
/// the root of (what it pushes and pops), its output (what it sends) and the actions its reducer
/// is sent. Its reducer is a real one, the router's as in the app: what the screens the router
/// opens report reaches the view model through it.
@MainActor
final class DescriptionImageTestModule {
    let state: DescriptionImage.ViewState
    let viewModel: DescriptionImage.ViewModel
    let router: DescriptionImage.Router
    let reducer: Reducer<DescriptionImage.ViewModel>
    let screen = ScreenSpy()
    let navigation: NavigationSpy
    let output = DescriptionImageOutputSpy()
    let actions = ActionSpy<DescriptionImage.ViewModel.Action>()

    init(input: DescriptionImage.Input?) {
        state = DescriptionImage.ViewState(input: input)
        router = DescriptionImage.Router()
        navigation = NavigationSpy(rootViewController: screen)
        router.parentViewController = screen
        viewModel = DescriptionImage.ViewModel(state: state, input: input, output: output.output, router: router)
        reducer = Reducer(viewModel: viewModel) { [actions] in actions.record($0) }
        router.reducer = reducer
    }
}

// MARK: - Output

/// What DescriptionImage sends to its output, in order: `nothing, it has none`.
final class DescriptionImageOutputSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var calls: [String] { lock.withLock { recorded } }

    var output: DescriptionImage.Output {
        .init()
    }

    private func record(_ call: String) {
        lock.withLock { recorded.append(call) }
    }
}
