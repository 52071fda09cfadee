import ComposableArchitecture
import SwiftUI

@Reducer
struct GiftDetail {
    // MARK: - State

    @ObservableState
    struct State: Equatable, Sendable {
        @Shared var draft: GiftDraft
        @Presents var destination: Destination.State?
    }

    // MARK: - Action

    enum Action: Sendable {
        case edit(draft: GiftDraft)
        case cancelEditButtonTapped
        case doneEditingButtonTapped
        case deleteButtonTapped
        case startWrappingButtonTapped
        case removeRecipients(atOffsets: IndexSet)
        case destination(PresentationAction<Destination.Action>)
        case delegate(Delegate)

        /// What the feature tells the one that presented it.
        @CasePathable
        enum Delegate {
            case didStartWrapping(Shared<GiftDraft>)
        }
    }

    // MARK: - Destination

    @Reducer
    enum Destination {
        case edit(GiftForm)
        @ReducerCaseIgnored case alert(AlertState<Alert>)

        /// Written out, as TCA asks of a destination that holds an alert or a dialog (1.25): what
        /// each case sends.
        @CasePathable
        enum Action {
            case edit(GiftForm.Action)
            case alert(Alert)
        }

        /// What the alerts' buttons send.
        enum Alert: Equatable, Sendable {
            case confirmDeletion
            case continueWithoutPaper
            case openShop
        }
    }

    // MARK: - Dependencies

    @Dependency(\.openShop) var openShop
    @Dependency(\.dismiss) var dismiss
    @Dependency(\.date.now) var now

    // MARK: - Body

    var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case let .edit(draft):
                state.destination = .edit(GiftForm.State(draft: draft))
                return .none
            case .cancelEditButtonTapped:
                return .none
            case .doneEditingButtonTapped:
                return .none
            case .deleteButtonTapped:
                state.destination = .alert(.deleteButtonTapped)
                return .none
            case .startWrappingButtonTapped:
                return .none
            case .removeRecipients:
                return .none
            case .destination(.presented(.alert(.confirmDeletion))):
                return .none
            case .destination(.presented(.alert(.continueWithoutPaper))):
                return .none
            case .destination(.presented(.alert(.openShop))):
                return .none
            case .destination:
                return .none
            case .delegate:
                return .none
            }
        }
        .ifLet(\.$destination, action: \.destination)
    }
}

extension GiftDetail.Destination.State: Equatable {}

// MARK: - Alerts

extension AlertState where Action == GiftDetail.Destination.Alert {
    /// The `deleteButtonTapped` route's alert: its title and buttons, which send their actions.
    static let deleteButtonTapped = Self {
        TextState("Delete the gift?")
    } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) {
            TextState("Yes")
        }
        ButtonState(role: .cancel) {
            TextState("Nevermind")
        }
    }

    /// The `paperRunOut` route's alert: its title, message and buttons, which send their actions.
    static let paperRunOut = Self {
        TextState("No paper left")
    } actions: {
        ButtonState(action: .continueWithoutPaper) {
            TextState("Wrap without paper")
        }
        ButtonState(action: .openShop) {
            TextState("Open the shop")
        }
        ButtonState(role: .cancel) {
            TextState("Cancel")
        }
    } message: {
        TextState("The gift can be wrapped without paper, or you can buy more in the shop.")
    }

    /// The `paperUnavailable` route's alert: its title, message and buttons, which send their actions.
    static let paperUnavailable = Self {
        TextState("No paper for this gift")
    } actions: {
        ButtonState(action: .continueWithoutPaper) {
            TextState("Wrap without paper")
        }
        ButtonState(role: .cancel) {
            TextState("Cancel")
        }
    } message: {
        TextState("This gift is too large for the paper there is.")
    }
}
