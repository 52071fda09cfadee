@testable import GoldenCombine
import Foundation
import UIKit

/// NewsDetails put together as its `build(input:output:)` does, with spies where a test looks:
/// its screen (what the router presents and dismisses), the navigation controller the screen is
/// the root of (what it pushes and pops), its output (what it sends) and the actions its reducer
/// is sent. Its reducer is a real one, the router's as in the app: what the screens the router
/// opens report reaches the view model through it.
@MainActor
final class NewsDetailsTestModule {
    let state: NewsDetails.ViewState
    let viewModel: NewsDetails.ViewModel
    let router: NewsDetails.Router
    let reducer: Reducer<NewsDetails.ViewModel>
    let screen = ScreenSpy()
    let navigation: NavigationSpy
    let output = NewsDetailsOutputSpy()
    let actions = ActionSpy<NewsDetails.ViewModel.Action>()

    init(input: NewsDetails.Input?, news: NewsClient) {
        state = NewsDetails.ViewState(input: input)
        router = NewsDetails.Router()
        navigation = NavigationSpy(rootViewController: screen)
        router.parentViewController = screen
        viewModel = NewsDetails.ViewModel(
            state: state,
            input: input,
            output: output.output,
            router: router,
            news: news
        )
        reducer = Reducer(viewModel: viewModel) { [actions] in actions.record($0) }
        router.reducer = reducer
    }
}

// MARK: - Output

/// What NewsDetails sends to its output, in order: `nothing, it has none`.
final class NewsDetailsOutputSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var calls: [String] { lock.withLock { recorded } }

    var output: NewsDetails.Output {
        .init()
    }

    private func record(_ call: String) {
        lock.withLock { recorded.append(call) }
    }
}
