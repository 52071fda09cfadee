import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
public struct DescriptionImage {
    // MARK: - State

    @ObservableState
    public struct State: Equatable {
        public var image: UIImage?
        public var description: String

        // MARK: - Lifecycle

        public init(image: UIImage) {
            self.image = image
            self.description = ""
        }
    }

    // MARK: - Action

    public enum Action {
        case onAppear
        case dismiss
    }

    // MARK: - Dependencies

    @Dependency(\.dismiss) var dismiss

    // MARK: - Lifecycle

    public init() {}

    // MARK: - Body

    public var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .onAppear:
                return .none
            case .dismiss:
                return .run { [dismiss] _ in
                    await dismiss()
                }
            }
        }
    }
}

// MARK: - Building

extension DescriptionImage {
    /// What another feature passes to open this one: the spec's input.
    public struct Input {
        public var image: UIImage

        public init(image: UIImage) {
            self.image = image
        }
    }

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    public static func build(input: Input) -> UIViewController {
        let store = Store(initialState: State(image: input.image)) {
            DescriptionImage()
        }
        return UIHostingController(rootView: DescriptionImageView(store: store))
    }
}
