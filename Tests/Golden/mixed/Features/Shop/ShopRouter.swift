import UIKit

final class ShopRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<Shop.ViewModel>?

    // MARK: - Lifecycle

    init() {}

    // MARK: - Routes

    func openBasket() {
        let viewController = Basket.build(input: .init()) { [weak reducer] delegate in
            if case let .didCheckOut(orderId) = delegate {
                reducer?(.basketDidCheckOut(orderId: orderId))
            }
        }
        parentViewController?.present(viewController, animated: true)
    }

    func openReceipt(orderId: String) {
        let viewController = Receipt.build(input: .init(orderId: orderId))
        parentViewController?.navigationController?.pushViewController(viewController, animated: true)
    }

    func openGallery(albumId: String) {
        let viewController = Gallery.build(input: .init(albumId: albumId), output: openGalleryOutput)
        parentViewController?.navigationController?.pushViewController(viewController, animated: true)
    }

    func openCheckout() {
        let viewController = Checkout.build(input: .init(), output: self)
        parentViewController?.present(viewController, animated: true)
    }

    func openNumbers() {
        let viewController = Numbers.build(input: .init()) { [weak reducer] output in
            if case let .didFinish(count) = output {
                reducer?(.numbersDidFinish(count: count))
            }
        }
        parentViewController?.navigationController?.pushViewController(viewController, animated: true)
    }

    // MARK: - Opened Screens' Outputs

    /// What Gallery, opened by `openGallery`, reports: sent to the view model as its actions.
    var openGalleryOutput: Gallery.Output {
        .init(
            didPick: { [weak reducer] photoId in
                reducer?(.galleryDidPick(photoId: photoId))
            }
        )
    }
}

// MARK: - Checkout's Output

/// Checkout (vsurf) reports to an object that implements its output; the router does, for as
/// long as it lives, and sends what it handles to the module as actions.
extension ShopRouter: Checkout.Output {
    func didPay(amount: Int) {
        reducer?(.checkoutDidPay(amount: amount))
    }

    func didCancel() {
    }
}
