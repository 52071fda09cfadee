import Foundation

actor ShopViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case openBasket
        case openReceipt(orderId: String)
        case openGallery(albumId: String)
        case openCheckout
        case openNumbers
        case basketDidCheckOut(orderId: String)
        case galleryDidPick(photoId: String)
        case checkoutDidPay(amount: Int)
        case numbersDidFinish(count: Int)
        case onItemCounterAction(ItemCounter.Action)
    }

    // MARK: - Private Properties

    private let router: Shop.Router?
    private let state: Shop.ViewState
    private let output: Shop.Output?

    // MARK: - Lifecycle

    init(
        state: Shop.ViewState,
        input: Shop.Input?,
        output: Shop.Output?,
        router: Shop.Router?
    ) {
        self.state = state
        self.output = output
        self.router = router
    }

    // MARK: - Internal Methods

    func handle(_ action: Action) async {
        switch action {
        case .openBasket:
            await openBasket()
        case let .openReceipt(orderId):
            await openReceipt(orderId: orderId)
        case let .openGallery(albumId):
            await openGallery(albumId: albumId)
        case .openCheckout:
            await openCheckout()
        case .openNumbers:
            await openNumbers()
        case let .basketDidCheckOut(orderId):
            await basketDidCheckOut(orderId: orderId)
        case let .galleryDidPick(photoId):
            await galleryDidPick(photoId: photoId)
        case let .checkoutDidPay(amount):
            await checkoutDidPay(amount: amount)
        case let .numbersDidFinish(count):
            await numbersDidFinish(count: count)
        case let .onItemCounterAction(action):
            await handleItemCounter(action: action)
        }
    }
}

// MARK: - Private Methods

extension Shop.ViewModel {
    private func openBasket() async {
        await router?.openBasket()
    }

    private func openReceipt(orderId: String) async {
        await router?.openReceipt(orderId: orderId)
    }

    private func openGallery(albumId: String) async {
        await router?.openGallery(albumId: albumId)
    }

    private func openCheckout() async {
        await router?.openCheckout()
    }

    private func openNumbers() async {
        await router?.openNumbers()
    }
}

// MARK: - Results

extension Shop.ViewModel {
    /// Basket's `didCheckOut`, from the screen `openBasket` opened.
    private func basketDidCheckOut(orderId: String) async {
    }

    /// Gallery's `didPick`, from the screen `openGallery` opened.
    private func galleryDidPick(photoId: String) async {
    }

    /// Checkout's `didPay`, from the screen `openCheckout` opened.
    private func checkoutDidPay(amount: Int) async {
    }

    /// Numbers's `didFinish`, from the screen `openNumbers` opened.
    private func numbersDidFinish(count: Int) async {
    }
}

// MARK: - Subview Actions

extension Shop.ViewModel {
    private func handleItemCounter(action: ItemCounter.Action) async {
        switch action {
        case .onReset:
            break
        }
    }
}
