import ComposableArchitecture
import SwiftUI

// MARK: - Feature

@Reducer
struct SideButtons {
    @ObservableState
    struct State: Equatable, Sendable {
        var position: ProductCard.ViewState.Position
        var loadingState: LoadingState

        init(position: ProductCard.ViewState.Position, loadingState: LoadingState) {
            self.position = position
            self.loadingState = loadingState
        }
    }

    enum Action: Sendable {
        case onTapShareButton
        case onTapSimilarButton
        case onTapSetsButton
    }

    var body: some ComposableArchitecture.Reducer<State, Action> {
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

struct SideButtonsView: View {
    let store: StoreOf<SideButtons>

    var body: some View {
        Text("SideButtons")
    }
}

// MARK: - Preview

#Preview {
    SideButtonsView(store: Store(initialState: SideButtons.State(position: .bottom, loadingState: .none)) {
        SideButtons()
    })
}
