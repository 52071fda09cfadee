import Combine
import SwiftUI

/// Handles the view's events: changes the model, asks the router for screens, calls the output.
@MainActor
final class GalleryIntent: ObservableObject {
    // MARK: - Properties

    let model: GalleryModeling
    /// The same model, which the intent changes; the view reads it only as `GalleryModeling`.
    private let writableModel: GalleryModel
    private let output: Gallery.Output?
    private var cancellable: Set<AnyCancellable> = []

    // MARK: - Lifecycle

    init(input: Gallery.Input, output: Gallery.Output? = nil) {
        let model = GalleryModel(input: input)
        self.model = model
        writableModel = model
        self.output = output
        // The view observes the intent; the model's changes are the intent's.
        cancellable.insert(model.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() })
    }
}

// MARK: - API

extension GalleryIntent {
    func showPhoto(_ value: Gallery.ViewState.Photo) {
    }

    func openReceipt(orderId: String) {
        writableModel.routerSubject.send(.openReceipt(orderId: orderId))
    }

    func editLine(index: Int) {
        writableModel.routerSubject.send(.editLine(index: index))
    }

    func openCheckout() {
        writableModel.routerSubject.send(.openCheckout)
    }

    func openNumbers() {
        writableModel.routerSubject.send(.openNumbers)
    }
}

// MARK: - Results

extension GalleryIntent {
    /// Receipt's `didClose`, from the screen `openReceipt` opened.
    func receiptDidClose() {
    }

    /// LineEditor's `didSave`, from the screen `editLine` opened.
    func lineEditorDidSave(text: String) {
    }

    /// Checkout's `didPay`, from the screen `openCheckout` opened.
    func checkoutDidPay(amount: Int) {
    }

    /// Numbers's `didFinish`, from the screen `openNumbers` opened.
    func numbersDidFinish(count: Int) {
    }
}
