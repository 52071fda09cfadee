import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
struct DescriptionImage {
    // MARK: - State

    @ObservableState
    struct State: Equatable, Sendable {
        var image: UIImage?
        var description: String = ""
        /// Set by the first `onAppear`: the feature loads once, not each time the screen shows again.
        var hasAppeared = false
    }

    // MARK: - Action

    enum Action: Sendable {
        case onAppear
        case dismiss
    }

    // MARK: - Dependencies

    @Dependency(\.dismiss) var dismiss

    // MARK: - Body

    var body: some ComposableArchitecture.Reducer<State, Action> {
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
    struct Input {
        var image: UIImage
    }

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    /// `dismiss` pops the screen from its navigation controller, or dismisses it.
    @MainActor
    static func build(input: Input) -> UIViewController {
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
