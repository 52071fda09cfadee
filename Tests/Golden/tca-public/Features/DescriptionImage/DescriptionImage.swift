import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
public struct DescriptionImage {
    // MARK: - State

    @ObservableState
    public struct State: Equatable, Sendable {
        public var image: UIImage?
        public var description: String
        /// Set by the first `onAppear`: the feature loads once, not each time the screen shows again.
        public var hasAppeared = false

        // MARK: - Lifecycle

        public init(image: UIImage) {
            self.image = image
            self.description = ""
        }
    }

    // MARK: - Action

    public enum Action: Sendable {
        case onAppear
        case dismiss
    }

    // MARK: - Dependencies

    @Dependency(\.dismiss) var dismiss

    // MARK: - Lifecycle

    public init() {}

    // MARK: - Body

    public var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .onAppear:
                guard !state.hasAppeared else { return .none }
                state.hasAppeared = true
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
    /// `dismiss` pops the screen from its navigation controller, or dismisses it.
    @MainActor
    public static func build(input: Input) -> UIViewController {
        let controller = UIHostingController<DescriptionImageView?>(rootView: nil)
        let store = Store(initialState: State(image: input.image)) {
            DescriptionImage()
        } withDependencies: {
            $0.dismiss = DismissEffect { [weak controller] in
                if let navigationController = controller?.navigationController, navigationController.viewControllers.count > 1 {
                    navigationController.popViewController(animated: true)
                } else {
                    controller?.dismiss(animated: true)
                }
            }
        }
        controller.rootView = DescriptionImageView(store: store)
        return controller
    }
}
