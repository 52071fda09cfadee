import ComposableArchitecture
import SwiftUI
import UIKit

// MARK: - Feature

@Reducer
public struct LoadingOverlay {
    @ObservableState
    public struct State: Equatable {
        public let isLoading: Bool
        public let errorMessage: String?

        public init(isLoading: Bool, errorMessage: String?) {
            self.isLoading = isLoading
            self.errorMessage = errorMessage
        }
    }

    public enum Action {
    }

    public init() {}

    public var body: some ReducerOf<Self> {
        EmptyReducer()
    }
}

// MARK: - View

public struct LoadingOverlayView: View {
    public let store: StoreOf<LoadingOverlay>

    public init(store: StoreOf<LoadingOverlay>) {
        self.store = store
    }

    public var body: some View {
        Text("LoadingOverlay")
    }
}
