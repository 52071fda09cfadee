@testable import GoldenCombine
import Foundation
import UIKit

/// NewsList put together as its `build(input:output:)` does, with spies where a test looks:
/// its screen (what the router presents and dismisses), the navigation controller the screen is
/// the root of (what it pushes and pops), its output (what it sends) and the actions its reducer
/// is sent. Its reducer is a real one, the router's as in the app: what the screens the router
/// opens report reaches the view model through it.
@MainActor
final class NewsListTestModule {
    let state: NewsList.ViewState
    let viewModel: NewsList.ViewModel
    let router: NewsList.Router
    let reducer: Reducer<NewsList.ViewModel>
    let screen = ScreenSpy()
    let navigation: NavigationSpy
    let output = NewsListOutputSpy()
    let actions = ActionSpy<NewsList.ViewModel.Action>()

    init(input: NewsList.Input?, news: NewsClient) {
        state = NewsList.ViewState(input: input)
        router = NewsList.Router(news: news)
        navigation = NavigationSpy(rootViewController: screen)
        router.parentViewController = screen
        viewModel = NewsList.ViewModel(
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

/// What NewsList sends to its output, in order: `nothing, it has none`.
final class NewsListOutputSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var calls: [String] { lock.withLock { recorded } }

    var output: NewsList.Output {
        .init()
    }

    private func record(_ call: String) {
        lock.withLock { recorded.append(call) }
    }
}
