import UIKit

final class NewsListRouter: ModuleRouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<NewsList.ViewModel>?

    // MARK: - Private Properties

    /// The services the view model is built with, passed on to the modules the router opens.
    private let news: NewsClient

    // MARK: - Lifecycle

    init(news: NewsClient) {
        self.news = news
    }

    // MARK: - Routes

    func details(post: NewsList.ViewState.NewsItem) {
        let viewController = NewsDetails.build(input: .init(post: post), news: news)
        parentViewController?.navigationController?.pushViewController(viewController, animated: true)
    }
}
