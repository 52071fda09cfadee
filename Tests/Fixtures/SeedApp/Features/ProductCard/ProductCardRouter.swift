import UIKit

final class ProductCardRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<ProductCard.ViewModel>?
    let screenName = "productCard"

    // MARK: - Lifecycle

    init() {}

    // MARK: - Routes

    func dismiss() {
        if let navigationController = parentViewController?.navigationController,
           navigationController.viewControllers.count > 1 {
            navigationController.popViewController(animated: true)
        } else {
            parentViewController?.dismiss(animated: true)
        }
    }
}

// MARK: - Sharing

extension ProductCardRouter {
    func share(article: String) {
        let alert = UIAlertController(title: "Share", message: article, preferredStyle: .actionSheet)
        parentViewController?.present(alert, animated: true)
    }
}
