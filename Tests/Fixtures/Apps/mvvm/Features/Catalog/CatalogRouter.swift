import UIKit

final class CatalogRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<Catalog.ViewModel>?

    // MARK: - Lifecycle

    init() {}

    // MARK: - Routes

    func openCart() {
        let viewController = Cart.build(input: .init(), output: openCartOutput)
        parentViewController?.navigationController?.pushViewController(viewController, animated: true)
    }

    // MARK: - Opened Screens' Outputs

    /// What Cart, opened by `openCart`, reports: sent to the view model as its actions.
    var openCartOutput: Cart.Output {
        .init(
            didBuy: { [weak reducer] itemCount in
                reducer?(.cartDidBuy(itemCount: itemCount))
            }
        )
    }
}
