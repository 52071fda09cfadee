import Combine
import SwiftUI

/// Handles the view's events: changes the model, asks the router for screens, calls the output.
@MainActor
final class CartIntent: ObservableObject {
    // MARK: - Properties

    let model: CartModeling
    /// The same model, which the intent changes; the view reads it only as `CartModeling`.
    private let writableModel: CartModel
    private let output: Cart.Output?
    private var cancellable: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    init(input: Cart.Input, output: Cart.Output? = nil) {
        let model = CartModel(input: input)
        self.model = model
        writableModel = model
        self.output = output
        // The view observes the intent; the model's changes are the intent's.
        cancellable.insert(model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }
}

// MARK: - API

extension CartIntent {
    func onAppear() {
    }

    func buy() {
        output?.didBuy(model.items.reduce(0) { $0 + $1.count })
        closeButtonTapped()
    }

    func didBuy(itemCount: Int) {
        output?.didBuy(itemCount)
    }

    func closeButtonTapped() {
        writableModel.routerSubject.send(.dismiss)
    }

    func handleBuyButton(_ action: BuyButton.Action) {
        switch action {
        case .onTap:
            break
        }
    }
}
