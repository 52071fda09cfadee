import UIKit

final class NewsListRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<NewsList.ViewModel>?

    // MARK: - Lifecycle

    init() {}

    // MARK: - Routes

    func details(post: NewsList.ViewState.NewsItem) {
        let viewController = NewsDetails.build(input: .init(post: post))
        parentViewController?.navigationController?.pushViewController(viewController, animated: true)
    }
}
