import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
struct Basket {
    /// Other features reach this feature's types through `Basket.ViewState`.
    typealias ViewState = State

    // MARK: - State

    @ObservableState
    struct State: Equatable, Sendable {
        var lines: [String] = []
        @Presents var destination: Destination.State?
        /// The screen of another architecture's feature the view shows, while it is shown.
        var screen: Screen.State?
    }

    // MARK: - Action

    enum Action: ViewAction, Sendable {
        case view(View)
        case destination(PresentationAction<Destination.Action>)
        case screen(Screen.Action)
        case delegate(Delegate)

        /// What the view sends, with `send(_:)`.
        enum View {
            case checkOut
            case showReceipt(orderId: String)
            case editLine(index: Int)
            case dismiss
            case explainFees(title: String, message: String)
            case pickPhoto(albumId: String)
            case payNow
        }

        /// What the feature tells the one that presented it.
        @CasePathable
        enum Delegate {
            case didCheckOut(orderId: String)
        }
    }

    // MARK: - Destination

    @Reducer
    enum Destination {
        case editLine(LineEditor)
        @ReducerCaseIgnored case alert(AlertState<Alert>)

        /// Written out, as TCA asks of a destination that holds an alert or a dialog (1.25): what
        /// each case sends.
        @CasePathable
        enum Action {
            case editLine(LineEditor.Action)
            case alert(Alert)
        }

        /// What the alerts' buttons send.
        enum Alert: Equatable, Sendable {}
    }

    // MARK: - Screens

    /// The screens of other architectures' features this one shows: its view builds each with
    /// `build(input:)` from the values the state holds, and sends back what they report.
    enum Screen {
        /// The screen shown, with the values it opens with.
        enum State: Equatable, Sendable {
            case showReceipt(orderId: String)
            case pickPhoto(albumId: String)
            case payNow
        }

        /// What the screens send back: the outputs this feature handles, and their dismissal.
        enum Action: Sendable {
            case receiptDidClose
            case galleryDidPick(photoId: String)
            case checkoutDidPay(amount: Int)
            case dismissed
        }
    }

    // MARK: - Dependencies

    @Dependency(\.dismiss) var dismiss
    @Dependency(\.orders) var orders

    // MARK: - Body

    var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .view(.checkOut):
                return .none
            case .view(.showReceipt(let orderId)):
                state.screen = .showReceipt(orderId: orderId)
                return .none
            case .view(.editLine(let index)):
                state.destination = .editLine(LineEditor.State(index: index))
                return .none
            case .view(.dismiss):
                return .run { [dismiss] _ in
                    await dismiss()
                }
            case .view(.explainFees(let title, let message)):
                state.destination = .alert(.explainFees(title: title, message: message))
                return .none
            case .view(.pickPhoto(let albumId)):
                state.screen = .pickPhoto(albumId: albumId)
                return .none
            case .view(.payNow):
                state.screen = .payNow
                return .none
            case .destination:
                return .none
            case .screen(.receiptDidClose):
                return .none
            case .screen(.galleryDidPick):
                return .none
            case .screen(.checkoutDidPay):
                return .none
            case .screen(.dismissed):
                state.screen = nil
                return .none
            case .delegate:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
    }
}

extension Basket.Destination.State: Equatable {}

// MARK: - Alerts

extension AlertState where Action == Basket.Destination.Alert {
    /// The `explainFees` route's alert: its title and message, and an OK button that dismisses it.
    static func explainFees(title: String, message: String) -> Self {
        Self {
            TextState(title)
        } actions: {
            ButtonState(role: .cancel) {
                TextState("OK")
            }
        } message: {
            TextState(message)
        }
    }
}

// MARK: - Nested Types

extension Basket.State {
    nonisolated struct Order: Equatable, Sendable {
        var id: String
        var lines: [String]
    }
}

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
