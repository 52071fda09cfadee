import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
public struct SideButtons {
    @ObservableState
    public struct State: Equatable, Sendable {
        public var position: ProductCard.ViewState.Position
        public var loadingState: LoadingState

        public init(position: ProductCard.ViewState.Position, loadingState: LoadingState) {
            self.position = position
            self.loadingState = loadingState
        }
    }

    public enum Action: Sendable {
        case onTapShareButton
        case onTapSimilarButton
        case onTapSetsButton
    }

    public init() {}

    public var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .onTapShareButton:
                return .none
            case .onTapSimilarButton:
                return .none
            case .onTapSetsButton:
                return .none
            }
        }
    }
}

// MARK: - View

public struct SideButtonsView: View {
    public let store: StoreOf<SideButtons>

    public init(store: StoreOf<SideButtons>) {
        self.store = store
    }

    public var body: some View {
        Text("SideButtons")
    }
}

// MARK: - Preview

#Preview {
    SideButtonsView(store: Store(initialState: SideButtons.State(position: .bottom, loadingState: .none)) {
        SideButtons()
    })
}
