import ComposableArchitecture
import SwiftUI
import UIKit

// MARK: - Feature

@Reducer
struct ImageCard {
    @ObservableState
    struct State: Equatable {
        var image: UIImage?
    }

    enum Action {
        case onTap
    }

    var body: some ReducerOf<Self> {
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
