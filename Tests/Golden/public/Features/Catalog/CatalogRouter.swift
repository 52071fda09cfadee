import UIKit

public final class CatalogRouter: RouterProtocol {
    // MARK: - Properties

    public weak var parentViewController: UIViewController?

    // MARK: - Lifecycle

    public init() {}

    // MARK: - Routes

    public func openCart() {
        let viewController = Cart.build(input: .init())
        parentViewController?.navigationController?.pushViewController(viewController, animated: true)
    }
}
