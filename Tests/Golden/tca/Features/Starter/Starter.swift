import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
struct Starter {
    // MARK: - State

    @ObservableState
    struct State: Equatable, Sendable {
        var isLoading: Bool
        /// Set by the first `onAppear`: the feature loads once, not each time the screen shows again.
        var hasAppeared = false

        // MARK: - Children

        var starterHeader: StarterHeader.State

        // MARK: - Kept in the children

        // Each child keeps the field it shows in its own state, where it may change it; these
        // read and write it there.

        var title: String {
            get { starterHeader.title }
            set { starterHeader.title = newValue }
        }

        // MARK: - Lifecycle

        init(title: String) {
            self.isLoading = false
            self.starterHeader = StarterHeader.State(
                title: title
            )
        }
    }

    // MARK: - Action

    enum Action: Sendable {
        case onAppear
        case dismiss
        case starterHeader(StarterHeader.Action)
        case delegate(Delegate)

        /// What the feature tells the one that presented it.
        @CasePathable
        enum Delegate {
            case didFinish
        }
    }

    // MARK: - Dependencies

    @Dependency(\.dismiss) var dismiss

    // MARK: - Body

    var body: some ComposableArchitecture.Reducer<State, Action> {
        Scope(\.starterHeader, action: \.starterHeader) {
            StarterHeader()
        }
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
            case .starterHeader:
                return .none
            case .delegate:
                return .none
            }
        }
    }
}

// MARK: - Building

extension Starter {
    /// What another feature passes to open this one: the spec's input.
    struct Input {
        var title: String
    }

    /// What the feature tells the one that opened it through UIKit: its delegate actions.
    typealias Output = @Sendable (Action.Delegate) -> Void

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    /// `dismiss` pops the screen from its navigation controller, or dismisses it.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        let controller = UIHostingController<StarterView?>(rootView: nil)
        let store = Store(initialState: State(title: input.title)) {
            Starter()
            Reduce { _, action in
                if case let .delegate(delegate) = action {
                    output?(delegate)
                }
                return .none
            }
        } withDependencies: {
            $0.dismiss = DismissEffect { [weak controller] in
                if let navigationController = controller?.navigationController, navigationController.viewControllers.count > 1 {
                    navigationController.popViewController(animated: true)
                } else {
                    controller?.dismiss(animated: true)
                }
            }
        }
        controller.rootView = StarterView(store: store)
        return controller
    }
}
