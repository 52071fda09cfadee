import Foundation

actor CartViewModel: ViewModelProtocol {
    // MARK: - Nested Types

    enum Action: Sendable {
        case onAppear
        case buy
        case didBuy(itemCount: Int)
        case closeButtonTapped
        case onBuyButtonAction(BuyButton.Action)
    }

    // MARK: - Private Properties

    private let router: Cart.Router?
    private let state: Cart.ViewState
    private let output: Cart.Output?

    // MARK: - Lifecycle

    init(
        state: Cart.ViewState,
        input: Cart.Input?,
        output: Cart.Output?,
        router: Cart.Router?
    ) {
        self.state = state
        self.output = output
        self.router = router
    }

    // MARK: - Internal Methods

    func handle(_ action: Action) async {
        switch action {
        case .onAppear:
            await onAppear()
        case .buy:
            await buy()
        case let .didBuy(itemCount):
            await didBuy(itemCount: itemCount)
        case .closeButtonTapped:
            await closeButtonTapped()
        case let .onBuyButtonAction(action):
            await handleBuyButton(action: action)
        }
    }
}

// MARK: - Private Methods

extension Cart.ViewModel {
    private func onAppear() async {
    }

    private func buy() async {
    }

    private func didBuy(itemCount: Int) async {
        output?.didBuy(itemCount)
    }

    private func closeButtonTapped() async {
        await router?.dismiss()
    }
}

// MARK: - Subview Actions

extension Cart.ViewModel {
    private func handleBuyButton(action: BuyButton.Action) async {
        switch action {
        case .onTap:
            break
        }
    }
}
