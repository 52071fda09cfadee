import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
struct Basket {
    // MARK: - State

    @ObservableState
    struct State: Equatable {
        var lines: [String]
        @Presents var destination: Destination.State?

        // MARK: - Lifecycle

        init() {
            self.lines = []
        }
    }

    // MARK: - Action

    enum Action {
        case checkOut
        case showReceipt(orderId: String)
        case editLine(index: Int)
        case dismiss
        case destination(PresentationAction<Destination.Action>)
        case delegate(Delegate)

        /// What the feature tells the one that presented it.
        enum Delegate {
            case didCheckOut(orderId: String)
            case showReceipt(orderId: String)
        }
    }

    // MARK: - Destination

    @Reducer
    enum Destination {
        case editLine(LineEditor)
    }

    // MARK: - Dependencies

    @Dependency(\.dismiss) var dismiss
    @Dependency(\.orders) var orders

    // MARK: - Body

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .checkOut:
                return .none
            case let .showReceipt(orderId):
                return .send(.delegate(.showReceipt(orderId: orderId)))
            case let .editLine(index):
                state.destination = .editLine(LineEditor.State(index: index))
                return .none
            case .dismiss:
                return .run { [dismiss] _ in
                    await dismiss()
                }
            case .destination:
                return .none
            case .delegate:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
    }
}

extension Basket.Destination.State: Equatable {}

// MARK: - Building

extension Basket {
    /// What another feature passes to open this one: the spec's input.
    struct Input {}

    /// What the feature tells the one that opened it through UIKit: its delegate actions.
    typealias Output = @Sendable (Action.Delegate) -> Void

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    /// `dismiss` pops the screen from its navigation controller, or dismisses it.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        let controller = UIHostingController<BasketView?>(rootView: nil)
        let store = Store(initialState: State()) {
            Basket()
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
        controller.rootView = BasketView(store: store)
        return controller
    }
}
