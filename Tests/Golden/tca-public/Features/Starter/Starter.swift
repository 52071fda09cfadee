import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
public struct Starter {
    // MARK: - State

    @ObservableState
    public struct State: Equatable, Sendable {
        public var isLoading: Bool
        /// Set by the first `onAppear`: the feature loads once, not each time the screen shows again.
        public var hasAppeared = false

        // MARK: - Children

        public var starterHeader: StarterHeader.State

        // MARK: - Kept in the children

        // Each child keeps the field it shows in its own state, where it may change it; these
        // read and write it there.

        public var title: String {
            get { starterHeader.title }
            set { starterHeader.title = newValue }
        }

        // MARK: - Lifecycle

        public init(title: String) {
            self.isLoading = false
            self.starterHeader = StarterHeader.State(
                title: title
            )
        }
    }

    // MARK: - Action

    public enum Action: Sendable {
        case onAppear
        case dismiss
        case starterHeader(StarterHeader.Action)
        case delegate(Delegate)

        /// What the feature tells the one that presented it.
        @CasePathable
        public enum Delegate: Sendable {
            case didFinish
        }
    }

    // MARK: - Dependencies

    @Dependency(\.dismiss) var dismiss

    // MARK: - Lifecycle

    public init() {}

    // MARK: - Body

    public var body: some ComposableArchitecture.Reducer<State, Action> {
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
    public struct Input {
        public var title: String

        public init(title: String) {
            self.title = title
        }
    }

    /// What the feature tells the one that opened it through UIKit: its delegate actions.
    public typealias Output = @Sendable (Action.Delegate) -> Void

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    /// `dismiss` pops the screen from its navigation controller, or dismisses it.
    @MainActor
    public static func build(input: Input, output: Output? = nil) -> UIViewController {
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
