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
