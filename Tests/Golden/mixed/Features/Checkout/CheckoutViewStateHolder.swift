import Combine
import SwiftUI

/// Turns the unit's business state into CheckoutView's state, and passes the view's
/// commands to the unit.
@MainActor
final class CheckoutViewStateHolder: ObservableObject {
    // MARK: - Private Properties

    private var cancellables: Set<AnyCancellable> = []
    private let checkoutUnit: CheckoutUnitInput & CheckoutUnitOutput

    // MARK: - Output

    /// The feature that shows Checkout, set by whoever assembles the screen: tell it what
    /// happens here (`output?.didPay(…)`).
    weak var output: Checkout.Output?

    // MARK: - Published

    @Published var state: CheckoutView.ViewState = .init()

    // MARK: - Init

    init(checkoutUnit: CheckoutUnitInput & CheckoutUnitOutput) {
        self.checkoutUnit = checkoutUnit
        subscribe()
    }
}

// MARK: - CheckoutViewOutput

extension CheckoutViewStateHolder: CheckoutViewOutput {
    func apply(coupon: Checkout.ViewState.Coupon) {
    }

    func openGallery(albumId: String) {
    }

    func openShop() {
    }

    func openNumbers() {
    }

    func openBasket() {
    }

    func openReceipt(orderId: String) {
    }
}

// MARK: - Route Outputs

extension CheckoutViewStateHolder {
    /// Gallery says `didPick`: the route `openGallery` handles it here.
    func galleryDidPick(photoId: String) {
    }

    /// Numbers says `didFinish`: the route `openNumbers` handles it here.
    func numbersDidFinish(count: Int) {
    }

    /// Basket says `didCheckOut`: the route `openBasket` handles it here.
    func basketDidCheckOut(orderId: String) {
    }

    /// Receipt says `didClose`: the route `openReceipt` handles it here.
    func receiptDidClose() {
    }
}

// MARK: - Private Methods

extension CheckoutViewStateHolder {
    /// Subscribes to the units' outputs and maps them to the view's state.
    private func subscribe() {
    }
}
