import ComposableArchitecture
import SwiftUI
import UIKit

nonisolated struct GiftDraft: Equatable, Sendable {
    var id: UUID
    var title: String
    var recipients: [Recipient]

    init(
        id: UUID,
        title: String,
        recipients: [Recipient]
    ) {
        self.id = id
        self.title = title
        self.recipients = recipients
    }
}

nonisolated struct Recipient: Equatable, Identifiable, Sendable {
    var id: UUID
    var name: String

    init(
        id: UUID,
        name: String
    ) {
        self.id = id
        self.name = name
    }
}

@Reducer
struct GiftForm {
    /// Other features reach this feature's types through `GiftForm.ViewState`.
    typealias ViewState = State

    // MARK: - State

    @ObservableState
    struct State: Equatable, Sendable {
        var focus: Field?
        var draft: GiftDraft
        @Shared(.recentTitles) var recentTitles: [String]

        // MARK: - Lifecycle

        init(focus: GiftForm.ViewState.Field? = .title, draft: GiftDraft) {
            self.focus = focus
            self.draft = draft
        }
    }

    // MARK: - Action

    enum Action: BindableAction, Sendable {
        case addRecipientButtonTapped
        case deleteRecipients(atOffsets: IndexSet)
        case binding(BindingAction<State>)
    }

    // MARK: - Dependencies

    @Dependency(\.uuid) var uuid

    // MARK: - Body

    var body: some ComposableArchitecture.Reducer<State, Action> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case .addRecipientButtonTapped:
                return .none
            case .deleteRecipients:
                return .none
            case .binding:
                return .none
            }
        }
    }
}

// MARK: - Nested Types

extension GiftForm.State {
    nonisolated enum Field: Hashable, Sendable {
        case title
        case recipient(UUID)
    }
}

// MARK: - Building

extension GiftForm {
    /// What another feature passes to open this one: the spec's input.
    struct Input {
        var focus: GiftForm.ViewState.Field? = .title
        var draft: GiftDraft

        init(focus: GiftForm.ViewState.Field? = .title, draft: GiftDraft) {
            self.focus = focus
            self.draft = draft
        }
    }

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input) -> UIViewController {
        let store = Store(initialState: State(focus: input.focus, draft: input.draft)) {
            GiftForm()
        }
        return UIHostingController(rootView: GiftFormView(store: store))
    }
}
