import UIKit

final class ShopRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?

    // MARK: - Lifecycle

    init() {}

    // MARK: - Routes

    func openBasket() {
        let viewController = Basket.build(input: .init())
        parentViewController?.present(viewController, animated: true)
    }

    func openReceipt(orderId: String) {
        let viewController = Receipt.build(input: .init(orderId: orderId))
        parentViewController?.navigationController?.pushViewController(viewController, animated: true)
    }

    func openGallery(albumId: String) {
        let viewController = Gallery.build(input: .init(albumId: albumId))
        parentViewController?.navigationController?.pushViewController(viewController, animated: true)
    }

    func openCheckout() {
        let viewController = Checkout.build(input: .init())
        parentViewController?.present(viewController, animated: true)
    }
}
