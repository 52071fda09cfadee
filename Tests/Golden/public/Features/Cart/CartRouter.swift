import UIKit

public final class CartRouter: RouterProtocol {
    // MARK: - Properties

    public weak var parentViewController: UIViewController?
    public weak var reducer: Reducer<Cart.ViewModel>?

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
