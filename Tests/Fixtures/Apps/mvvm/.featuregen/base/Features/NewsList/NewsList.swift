import SwiftUI
import UIKit

enum NewsList: ModuleProtocol {
    typealias Input = NewsListInput
    typealias Output = NewsListOutput
    typealias ViewState = NewsListState
    typealias ViewModel = NewsListViewModel
    typealias Router = NewsListRouter
    typealias ViewScene = NewsListView
}

// MARK: - Building

/// NewsList's view model takes the services its spec names, so the module is built here with
/// them, after its input and output; whoever opens it passes its own on.
extension NewsList {
    @MainActor
    static func build(
        input: Input? = nil, output: Output? = nil, news: NewsClient
    ) -> UIViewController {
        let state = ViewState(input: input)
        let router = Router(news: news)
        let viewModel = ViewModel(
            state: state,
            input: input,
            output: output,
            router: router,
            news: news
        )
        return Builder<Self>.build(state: state, viewModel: viewModel, router: router)
    }

    /// The module as the root of a navigation stack: the container its `push` routes push onto,
    /// and that their `dismiss` pops (a presented module's `dismiss` dismisses it).
    @MainActor
    static func buildInNavigation(
        input: Input? = nil, output: Output? = nil, news: NewsClient
    ) -> UINavigationController {
        UINavigationController(rootViewController: build(input: input, output: output, news: news))
    }

    @MainActor
    static func preview(
        input: Input? = nil, output: Output? = nil, news: NewsClient
    ) -> some View {
        let state = ViewState(input: input)
        let viewModel = ViewModel(
            state: state,
            input: input,
            output: output,
            router: Router(news: news),
            news: news
        )
        return Builder<Self>.preview(state: state, viewModel: viewModel)
    }
}
