import Foundation

@MainActor
final class NumbersReducer: StateContainer.Reducer {
    typealias ViewStore = StateContainer.Store<State, Input, Feedback, Output>
    typealias Effect = StateContainer.Effect<Feedback, Output>

    // MARK: - State

    nonisolated struct State: Equatable, Sendable {
        var values: [Int]
        var albums: [Album]

        // MARK: - Lifecycle

        init() {
            self.values = []
            self.albums = []
        }
    }

    // MARK: - Input

    enum Input: Sendable {
        case pickAlbum(album: Numbers.ViewState.Album)
        case openGallery(albumId: String)
        case openReceipt(orderId: String)
        case openBasket
        case openCheckout
    }

    // MARK: - Feedback

    enum Feedback: Sendable {
        case loaded([Int])
        case galleryDidPick(photoId: String)
        case receiptDidClose
        case basketDidCheckOut(orderId: String)
        case checkoutDidPay(amount: Int)
    }

    // MARK: - Output

    enum Output: Sendable {
        case didFinish(count: Int)
        case openGallery(albumId: String)
        case openReceipt(orderId: String)
        case openBasket
        case openCheckout
    }

    // MARK: - Reduce

    func reduce(message: StateContainer.Message<Input, Feedback>, into state: inout State) -> Effect {
        switch message {
        case let .input(input):
            return reduce(input: input, into: &state)
        case let .feedback(feedback):
            return reduce(feedback: feedback, into: &state)
        }
    }

    private func reduce(input: Input, into state: inout State) -> Effect {
        switch input {
        case .pickAlbum:
            return .none
        case let .openGallery(albumId):
            return .output(.openGallery(albumId: albumId))
        case let .openReceipt(orderId):
            return .output(.openReceipt(orderId: orderId))
        case .openBasket:
            return .output(.openBasket)
        case .openCheckout:
            return .output(.openCheckout)
        }
    }

    private func reduce(feedback: Feedback, into state: inout State) -> Effect {
        switch feedback {
        case .loaded:
            return .none
        case .galleryDidPick:
            return .none
        case .receiptDidClose:
            return .none
        case .basketDidCheckOut:
            return .none
        case .checkoutDidPay:
            return .none
        }
    }
}

// MARK: - Nested Types

extension NumbersReducer.State {
    nonisolated struct Album: Equatable, Sendable {
        var id: String
        var title: String
    }
}
