import SwiftUI

// MARK: - Output

/// What CheckoutView asks of its state holder.
@MainActor
protocol CheckoutViewOutput: AnyObject {
    func apply(coupon: Checkout.ViewState.Coupon)
    func openGallery(albumId: String)
    func openShop()
    func openNumbers()
    func openBasket()
    func openReceipt(orderId: String)
}

// MARK: - View

struct CheckoutView: View {
    // MARK: - Nested Types

    struct ViewState: Equatable {
        var total: Int
        var coupons: [Coupon]

        // MARK: - Init

        init() {
            self.total = 0
            self.coupons = []
        }
    }

    // MARK: - States

    @Binding private var state: ViewState
    @Binding private var navigationState: CheckoutNavigationState

    // MARK: - Weak Reference

    @WeakReference private var output: CheckoutViewOutput?

    // MARK: - Init

    init(state: Binding<ViewState>, navigationState: Binding<CheckoutNavigationState>, output: CheckoutViewOutput?) {
        _state = state
        _navigationState = navigationState
        _output = WeakReference(output)
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Total: \(state.total)")
            List(state.coupons, id: \.id) { item in
                Button {
                    output?.apply(coupon: item)
                } label: {
                    Text(item.code)
                }
            }
            Button("Open shop") {
                openShop()
            }
            Button("Open numbers") {
                openNumbers()
            }
            Button("Open basket") {
                openBasket()
            }
        }
    }

    // MARK: - Navigation

    /// Tells the state holder, then navigates: call it from the control that opens it.
    func openGallery(albumId: String) {
        output?.openGallery(albumId: albumId)
        navigationState.present(destination: .openGallery(albumId: albumId))
    }

    /// Tells the state holder, then navigates: call it from the control that opens it.
    func openShop() {
        output?.openShop()
        navigationState.push(destination: .openShop)
    }

    /// Tells the state holder, then navigates: call it from the control that opens it.
    func openNumbers() {
        output?.openNumbers()
        navigationState.push(destination: .openNumbers)
    }

    /// Tells the state holder, then navigates: call it from the control that opens it.
    func openBasket() {
        output?.openBasket()
        navigationState.present(destination: .openBasket)
    }

    /// Tells the state holder, then navigates: call it from the control that opens it.
    func openReceipt(orderId: String) {
        output?.openReceipt(orderId: orderId)
        navigationState.push(destination: .openReceipt(orderId: orderId))
    }
}

// MARK: - Nested Types

extension CheckoutView.ViewState {
    struct Coupon: Equatable, Sendable {
        var id: String
        var code: String
    }
}
