import UIKit

public final class ProductCardRouter: RouterProtocol {
    // MARK: - Properties

    public weak var parentViewController: UIViewController?
    public weak var reducer: Reducer<ProductCard.ViewModel>?
    public let screenName = "productCard"

    // MARK: - Lifecycle

    public init() {}

    // MARK: - Routes

    public func dismiss() {
        if let navigationController = parentViewController?.navigationController,
           navigationController.viewControllers.count > 1 {
            navigationController.popViewController(animated: true)
        } else {
            parentViewController?.dismiss(animated: true)
        }
    }
}
