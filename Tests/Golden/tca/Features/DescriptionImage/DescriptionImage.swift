import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
struct DescriptionImage {
    // MARK: - State

    @ObservableState
    struct State: Equatable {
        var image: UIImage?
        var description: String

        // MARK: - Lifecycle

        init(image: UIImage) {
            self.image = image
            self.description = ""
        }
    }

    // MARK: - Action

    enum Action {
        case onAppear
        case dismiss
    }

    // MARK: - Dependencies

    @Dependency(\.dismiss) var dismiss

    // MARK: - Body

    var body: some ReducerOf<Self> {
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
    struct Input {
        var image: UIImage
    }

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input) -> UIViewController {
        let store = Store(initialState: State(image: input.image)) {
            DescriptionImage()
        }
        return UIHostingController(rootView: DescriptionImageView(store: store))
    }
}
