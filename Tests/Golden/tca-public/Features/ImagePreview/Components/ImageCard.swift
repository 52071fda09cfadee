import ComposableArchitecture
import SwiftUI
import UIKit

// MARK: - Feature

@Reducer
public struct ImageCard {
    @ObservableState
    public struct State: Equatable, Sendable {
        public var image: UIImage?

        public init(image: UIImage?) {
            self.image = image
        }
    }

    public enum Action: Sendable {
        case onTap
    }

    public init() {}

    public var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .onTap:
                return .none
            }
        }
    }
}

// MARK: - View

public struct ImageCardView: View {
    public let store: StoreOf<ImageCard>

    public init(store: StoreOf<ImageCard>) {
        self.store = store
    }

    public var body: some View {
        Text("ImageCard")
    }
}

// MARK: - Preview

#Preview {
    ImageCardView(store: Store(initialState: ImageCard.State(image: nil)) {
        ImageCard()
    })
}
