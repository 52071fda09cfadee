import ComposableArchitecture
import SwiftUI
import UIKit

// MARK: - Feature

@Reducer
struct ImageCard {
    @ObservableState
    struct State: Equatable, Sendable {
        var image: UIImage?
    }

    enum Action: Sendable {
        case onTap
    }

    var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .onTap:
                return .none
            }
        }
    }
}

// MARK: - View

struct ImageCardView: View {
    let store: StoreOf<ImageCard>

    var body: some View {
        Text("ImageCard")
    }
}

// MARK: - Preview

#Preview {
    ImageCardView(store: Store(initialState: ImageCard.State(image: nil)) {
        ImageCard()
    })
}
