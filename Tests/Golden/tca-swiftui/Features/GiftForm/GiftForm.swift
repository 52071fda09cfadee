import ComposableArchitecture
import SwiftUI

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
