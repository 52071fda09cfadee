import ComposableArchitecture
import SwiftUI

@Reducer
struct Wishlist {
    /// Other features reach this feature's types through `Wishlist.ViewState`.
    typealias ViewState = State

    // MARK: - State

    @ObservableState
    struct State: Equatable, Sendable {
        var owner: String = ""
        var wishes: [Wish] = []
        var path = StackState<Path.State>()
    }

    // MARK: - Action

    enum Action: Sendable {
        case path(StackActionOf<Path>)
    }

    // MARK: - Path

    @Reducer
    enum Path {
        case wish(WishDetail)
        case note(GiftNote)
    }

    // MARK: - Dependencies

    @Dependency(\.wishes) var wishes

    // MARK: - Body

    var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .path(.element(_, .wish(.delegate(.didGrant)))):
                return .none
            case .path:
                return .none
            }
        }
        .forEach(\.path, action: \.path)
    }
}

extension Wishlist.Path.State: Equatable {}

// MARK: - Nested Types

extension Wishlist.State {
    nonisolated struct Wish: Equatable, Sendable {
        var id: UUID
        var title: String
    }
}
