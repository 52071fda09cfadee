import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
struct GiftList {
    // MARK: - State

    @ObservableState
    struct State: Equatable, Sendable {
        var gifts: IdentifiedArrayOf<GiftItem.State> = []
    }

    // MARK: - Action

    enum Action: Sendable {
        case addGift(title: String)
        case gifts(IdentifiedActionOf<GiftItem>)
    }

    // MARK: - Body

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .addGift(title):
                state.gifts.append(GiftItem.State(id: UUID(), title: title))
                return .none
            case .gifts:
                return .none
            }
        }
        .forEach(\.gifts, action: \.gifts) {
            GiftItem()
        }
    }
}

// MARK: - Building

extension GiftList {
    /// What another feature passes to open this one: the spec's input.
    struct Input {}

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input) -> UIViewController {
        let store = Store(initialState: State()) {
            GiftList()
        }
        return UIHostingController(rootView: GiftListView(store: store))
    }
}
