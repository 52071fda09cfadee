import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
struct GiftNote {
    // MARK: - State

    @ObservableState
    struct State: Equatable, Sendable {
        var isGift: Bool
        @Presents var alert: AlertState<Action.Alert>?

        // MARK: - Children

        var noteField: NoteField.State

        // MARK: - Kept in the children

        // Each child keeps the field it shows in its own state, where it may change it; these
        // read and write it there.

        var note: String {
            get { noteField.text }
            set { noteField.text = newValue }
        }

        // MARK: - Subviews

        /// The view binds it (`$store.giftToggle`): what the subview writes comes back to the fields.
        var giftToggle: GiftToggleView.State {
            get {
                GiftToggleView.State(
                    isGift: isGift
                )
            }
            set {
                isGift = newValue.isGift
            }
        }

        // MARK: - Lifecycle

        init() {
            self.isGift = true
            self.noteField = NoteField.State(
                text: ""
            )
        }
    }

    // MARK: - Action

    enum Action: BindableAction, ViewAction, Sendable {
        case view(View)
        case binding(BindingAction<State>)
        case noteField(NoteField.Action)
        case alert(PresentationAction<Alert>)
        case delegate(Delegate)

        /// What the view sends, with `send(_:)`.
        enum View {
            case save
            case dismiss
            case clearNote
            case confirmClearing
        }

        /// What the alerts' buttons send.
        enum Alert: Equatable, Sendable {
            case confirmClearing
        }

        /// What the feature tells the one that presented it.
        @CasePathable
        enum Delegate {
            case didSave(note: String, isGift: Bool)
        }
    }

    // MARK: - Dependencies

    @Dependency(\.dismiss) var dismiss

    // MARK: - Body

    var body: some ComposableArchitecture.Reducer<State, Action> {
        BindingReducer()
        Scope(\.noteField, action: \.noteField) {
            NoteField()
        }
        Reduce { state, action in
            switch action {
            case .view(.save):
                return .none
            case .view(.dismiss):
                return .run { [dismiss] _ in
                    await dismiss()
                }
            case .view(.clearNote):
                state.alert = .clearNote
                return .none
            case .view(.confirmClearing):
                return .none
            case .binding:
                return .none
            case .noteField:
                return .none
            case .alert(.presented(.confirmClearing)):
                return .send(.view(.confirmClearing))
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

extension AlertState where Action == GiftNote.Action.Alert {
    /// The `emptyNote` route's alert: its title and message, and an OK button that dismisses it.
    static func emptyNote(title: String, message: String) -> Self {
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

    /// The `clearNote` route's alert: its title and buttons, which send their actions.
    static let clearNote = Self {
        TextState("Clear the note?")
    } actions: {
        ButtonState(role: .destructive, action: .confirmClearing) {
            TextState("Clear")
        }
        ButtonState(role: .cancel) {
            TextState("Keep")
        }
    }
}

// MARK: - Building

extension GiftNote {
    /// What another feature passes to open this one: the spec's input.
    struct Input {}

    /// What the feature tells the one that opened it through UIKit: its delegate actions.
    typealias Output = @Sendable (Action.Delegate) -> Void

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    /// `dismiss` pops the screen from its navigation controller, or dismisses it.
    @MainActor
    static func build(input: Input, output: Output? = nil) -> UIViewController {
        let controller = UIHostingController<GiftNoteView?>(rootView: nil)
        let store = Store(initialState: State()) {
            GiftNote()
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
        controller.rootView = GiftNoteView(store: store)
        return controller
    }
}
