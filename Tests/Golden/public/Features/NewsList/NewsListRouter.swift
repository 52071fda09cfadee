import UIKit

public final class NewsListRouter: ModuleRouterProtocol {
    // MARK: - Properties

    public weak var parentViewController: UIViewController?
    public weak var reducer: Reducer<NewsList.ViewModel>?

    // MARK: - Private Properties

    /// The services the view model is built with, passed on to the modules the router opens.
    private let news: NewsClient

    // MARK: - Lifecycle

    public init(news: NewsClient) {
        self.news = news
    }

    // MARK: - Routes

    public func details(post: NewsList.ViewState.NewsItem) {
        let viewController = NewsDetails.build(input: .init(post: post), news: news)
        parentViewController?.navigationController?.pushViewController(viewController, animated: true)
    }
}
