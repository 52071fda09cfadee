import UIKit

final class CatalogRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?

    // MARK: - Lifecycle

    init() {}

    // MARK: - Routes

    func openCart() {
        let viewController = Cart.build(input: .init())
        parentViewController?.navigationController?.pushViewController(viewController, animated: true)
    }
}
