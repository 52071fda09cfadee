import ComposableArchitecture
import SwiftUI
import UIKit

// MARK: - Feature

@Reducer
struct LoadingOverlay {
    @ObservableState
    struct State: Equatable {
        let isLoading: Bool
        let errorMessage: String?
    }

    enum Action {
    }

    var body: some ReducerOf<Self> {
        EmptyReducer()
    }
}

// MARK: - View

struct LoadingOverlayView: View {
    let store: StoreOf<LoadingOverlay>

    var body: some View {
        Text("LoadingOverlay")
    }
}
