import UIKit

public final class NewsListRouter: RouterProtocol {
    // MARK: - Properties

    public weak var parentViewController: UIViewController?
    public weak var reducer: Reducer<NewsList.ViewModel>?

    // MARK: - Lifecycle

    public init() {}

    // MARK: - Routes

    public func details(post: NewsList.ViewState.NewsItem) {
        let viewController = NewsDetails.build(input: .init(post: post))
        parentViewController?.navigationController?.pushViewController(viewController, animated: true)
    }
}
