import UIKit

final class CatalogRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<Catalog.ViewModel>?

    // MARK: - Lifecycle

    init() {}

    // MARK: - Routes

    func openCart() {
        let viewController = Cart.build(
            input: .init(),
            output: .init(
                didBuy: { [weak reducer] itemCount in
                    reducer?(.cartDidBuy(itemCount: itemCount))
                }
            )
        )
        parentViewController?.navigationController?.pushViewController(viewController, animated: true)
    }
}
