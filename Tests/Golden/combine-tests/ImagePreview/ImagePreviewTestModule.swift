@testable import GoldenCombine
import Foundation
import UIKit

/// ImagePreview put together as its `build(input:output:)` does, with spies where a test looks:
/// its screen (what the router presents and dismisses), the navigation controller the screen is
/// the root of (what it pushes and pops), its output (what it sends) and the actions its reducer
/// is sent. Its reducer is a real one, the router's as in the app: what the screens the router
/// opens report reaches the view model through it.
@MainActor
final class ImagePreviewTestModule {
    let state: ImagePreview.ViewState
    let viewModel: ImagePreview.ViewModel
    let router: ImagePreview.Router
    let reducer: Reducer<ImagePreview.ViewModel>
    let screen = ScreenSpy()
    let navigation: NavigationSpy
    let output = ImagePreviewOutputSpy()
    let actions = ActionSpy<ImagePreview.ViewModel.Action>()

    init(input: ImagePreview.Input?) {
        state = ImagePreview.ViewState(input: input)
        router = ImagePreview.Router()
        navigation = NavigationSpy(rootViewController: screen)
        router.parentViewController = screen
        viewModel = ImagePreview.ViewModel(state: state, input: input, output: output.output, router: router)
        reducer = Reducer(viewModel: viewModel) { [actions] in actions.record($0) }
        router.reducer = reducer
    }
}

// MARK: - Output

/// What ImagePreview sends to its output, in order: `nothing, it has none`.
final class ImagePreviewOutputSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var calls: [String] { lock.withLock { recorded } }

    var output: ImagePreview.Output {
        .init()
    }

    private func record(_ call: String) {
        lock.withLock { recorded.append(call) }
    }
}
