import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
struct WishDetail {
    // MARK: - State

    @ObservableState
    struct State: Equatable, Sendable {
        let wish: Wishlist.ViewState.Wish
        let owner: String
        var savedWish: Wishlist.ViewState.Wish? = nil
        var isSaving: Bool = false
        var saveError: String? = nil
    }

    // MARK: - Action

    enum Action: Sendable {
        case grantButtonTapped
        case save(wish: Wishlist.ViewState.Wish)
        case saveResponse(Result<Wishlist.ViewState.Wish, any Error>)
        case delegate(Delegate)

        /// What the feature tells the one that presented it.
        @CasePathable
        enum Delegate {
            case didGrant(id: UUID)
        }
    }

    // MARK: - Dependencies

    @Dependency(\.wishes) var wishes

    // MARK: - Cancellation

    /// The ids of the effects that run long, cancelled by id.
    nonisolated private enum CancelID { case save }

    // MARK: - Body

    var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .grantButtonTapped:
                return .none
            case let .save(wish):
                state.isSaving = true
                state.saveError = nil
                return .run { [wishes] send in
                    await send(.saveResponse(Result { try await wishes.save(wish: wish) }))
                }
                .cancellable(id: CancelID.save, cancelInFlight: true)
            case let .saveResponse(.success(savedWish)):
                state.isSaving = false
                state.savedWish = savedWish
                return .none
            case let .saveResponse(.failure(error)):
                state.isSaving = false
                state.saveError = error.localizedDescription
                return .none
            case .delegate:
                return .none
            }
        }
    }
}

// MARK: - Building

extension WishDetail {
    /// What another feature passes to open this one: the spec's input.
    struct Input {
        var wish: Wishlist.ViewState.Wish
        var owner: String
    }

    /// What the feature tells the one that opened it through UIKit: its delegate actions.
    typealias Output = @Sendable (Action.Delegate) -> Void

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        let store = Store(initialState: State(wish: input.wish, owner: input.owner)) {
            WishDetail()
            Reduce { _, action in
                if case let .delegate(delegate) = action {
                    output?(delegate)
                }
                return .none
            }
        }
        return UIHostingController(rootView: WishDetailView(store: store))
    }
}
