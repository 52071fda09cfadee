import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
struct LineEditor {
    // MARK: - State

    @ObservableState
    struct State: Equatable, Sendable {
        var index: Int
        var isBold: Bool
        var lastOrder: Basket.ViewState.Order?
        @Presents var alert: AlertState<Action.Alert>?

        // MARK: - Children

        var lineField: LineField.State

        // MARK: - Kept in the children

        // Each child keeps the field it shows in its own state, where it may change it; these
        // read and write it there.

        var text: String {
            get { lineField.text }
            set { lineField.text = newValue }
        }

        // MARK: - Subviews

        /// The view binds it (`$store.boldToggle`): what the subview writes comes back to the fields.
        var boldToggle: BoldToggleView.State {
            get {
                BoldToggleView.State(
                    isBold: isBold
                )
            }
            set {
                isBold = newValue.isBold
            }
        }

        // MARK: - Lifecycle

        init(index: Int) {
            self.index = index
            self.isBold = false
            self.lastOrder = nil
            self.lineField = LineField.State(
                text: ""
            )
        }
    }

    // MARK: - Action

    enum Action: BindableAction, Sendable {
        case save
        case dismiss
        case lineTooLong(title: String)
        case reorder(id: String)
        case reorderResponse(Result<Basket.ViewState.Order, any Error>)
        case binding(BindingAction<State>)
        case lineField(LineField.Action)
        case alert(PresentationAction<Alert>)
        case delegate(Delegate)

        /// What the alerts' buttons send.
        enum Alert: Equatable, Sendable {}

        /// What the feature tells the one that presented it.
        @CasePathable
        enum Delegate {
            case didSave(text: String)
        }
    }

    // MARK: - Dependencies

    @Dependency(\.dismiss) var dismiss
    @Dependency(\.orders) var orders

    // MARK: - Body

    var body: some ComposableArchitecture.Reducer<State, Action> {
        BindingReducer()
        Scope(\.lineField, action: \.lineField) {
            LineField()
        }
        Reduce { state, action in
            switch action {
            case .save:
                return .none
            case .dismiss:
                return .run { [dismiss] _ in
                    await dismiss()
                }
            case let .lineTooLong(title):
                state.alert = .lineTooLong(title: title)
                return .none
            case let .reorder(id):
                return .run { [orders] send in
                    await send(.reorderResponse(Result { try await orders.reorder(id: id) }))
                }
            case let .reorderResponse(.success(lastOrder)):
                state.lastOrder = lastOrder
                return .none
            case .reorderResponse(.failure):
                return .none
            case .binding:
                return .none
            case .lineField:
                return .none
            case .alert:
                return .none
            case .delegate:
                return .none
            }
        }
        .ifLet(\.$alert, action: \.alert)
    }
}

// MARK: - Alerts

extension AlertState where Action == LineEditor.Action.Alert {
    /// The `lineTooLong` route's alert: its title, and an OK button that dismisses it.
    static func lineTooLong(title: String) -> Self {
        Self {
            TextState(title)
        } actions: {
            ButtonState(role: .cancel) {
                TextState("OK")
            }
        }
    }
}

// MARK: - Building

extension LineEditor {
    /// What another feature passes to open this one: the spec's input.
    struct Input {
        var index: Int
    }

    /// What the feature tells the one that opened it through UIKit: its delegate actions.
    typealias Output = @Sendable (Action.Delegate) -> Void

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    /// `dismiss` pops the screen from its navigation controller, or dismisses it.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        let controller = UIHostingController<LineEditorView?>(rootView: nil)
        let store = Store(initialState: State(index: input.index)) {
            LineEditor()
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
        controller.rootView = LineEditorView(store: store)
        return controller
    }
}
