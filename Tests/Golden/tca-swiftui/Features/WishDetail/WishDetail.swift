import ComposableArchitecture
import SwiftUI

@Reducer
struct WishDetail {
    // MARK: - State

    @ObservableState
    struct State: Equatable, Sendable {
        let wish: Wishlist.ViewState.Wish
        let owner: String
    }

    // MARK: - Action

    enum Action: Sendable {
        case grantButtonTapped
        case delegate(Delegate)

        /// What the feature tells the one that presented it.
        @CasePathable
        enum Delegate {
            case didGrant(id: UUID)
        }
    }

    // MARK: - Body

    var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .grantButtonTapped:
                return .none
            case .delegate:
                return .none
            }
        }
    }
}
