import ComposableArchitecture
import SwiftUI
import UIKit

nonisolated enum GiftFilter: LocalizedStringKey, CaseIterable, Hashable, Sendable {
    case all = "All"
    case wrapped = "Wrapped"
    case unwrapped = "Still to wrap"
}

@Reducer
struct GiftList {
    // MARK: - State

    @ObservableState
    struct State: Equatable, Sendable {
        var gifts: IdentifiedArrayOf<GiftItem.State> = []
        var editMode: EditMode = .inactive
        var filter: GiftFilter = .all
        @Shared(.appStorage("showsWrapped")) var showsWrapped: Bool = true
        @Shared(.recentTitles) var recentTitles: [String]
        @Presents var confirmationDialog: ConfirmationDialogState<Action.ConfirmationDialog>?

        // MARK: - Derived

        var visibleGifts: IdentifiedArrayOf<GiftItem.State> {
            filter == .all ? gifts : gifts.filter { $0.isWrapped == (filter == .wrapped) }
        }
    }

    // MARK: - Action

    enum Action: BindableAction, Sendable {
        case addGift(title: String)
        case selectFilter(GiftFilter)
        case removeWrapped
        case confirmRemoval
        case scheduleSort
        case cancelSort
        case sortGifts
        case delete(IndexSet)
        case move(IndexSet, Int)
        case binding(BindingAction<State>)
        case gifts(IdentifiedActionOf<GiftItem>)
        case confirmationDialog(PresentationAction<ConfirmationDialog>)

        /// What the confirmation dialogs' buttons send.
        enum ConfirmationDialog: Equatable, Sendable {
            case confirmRemoval
        }
    }

    // MARK: - Dependencies

    @Dependency(\.continuousClock) var clock
    @Dependency(\.uuid) var uuid

    // MARK: - Cancellation

    /// The ids of the effects that run long, cancelled by id.
    nonisolated private enum CancelID { case sorting }

    // MARK: - Body

    var body: some ComposableArchitecture.Reducer<State, Action> {
        BindingReducer()
        Reduce { state, action in
            switch action {
            case let .addGift(title):
                state.gifts.append(GiftItem.State(id: uuid(), title: title))
                state.$recentTitles.withLock { $0.append(title) }
                return .none
            case let .selectFilter(filter):
                state.filter = filter
                return .none
            case .removeWrapped:
                state.confirmationDialog = .removeWrapped
                return .none
            case .confirmRemoval:
                state.gifts = state.gifts.filter { !$0.isWrapped }
                return .none
            case .scheduleSort:
                return .run { [clock] send in
                    try await clock.sleep(for: .milliseconds(20))
                    await send(.sortGifts)
                }
                .cancellable(id: CancelID.sorting, cancelInFlight: true)
            case .cancelSort:
                return .cancel(id: CancelID.sorting)
            case .sortGifts:
                state.gifts = IdentifiedArrayOf(uniqueElements: state.gifts.sorted { !$0.isWrapped && $1.isWrapped })
                return .none
            case .delete:
                return .none
            case .move:
                return .none
            case .binding:
                return .none
            case .gifts:
                return .none
            case .confirmationDialog(.presented(.confirmRemoval)):
                return .send(.confirmRemoval)
            case .confirmationDialog:
                return .none
            }
        }
        .forEach(\.gifts, action: \.gifts) {
            GiftItem()
        }
        .ifLet(\.$confirmationDialog, action: \.confirmationDialog)
    }
}

// MARK: - Confirmation Dialogs

extension ConfirmationDialogState where Action == GiftList.Action.ConfirmationDialog {
    /// The `removeWrapped` route's confirmation dialog: its title, message and buttons, which send their actions.
    static let removeWrapped = Self(titleVisibility: .visible) {
        TextState("Remove the wrapped gifts?")
    } actions: {
        ButtonState(role: .destructive, action: .confirmRemoval) {
            TextState("Remove")
        }
        ButtonState(role: .cancel) {
            TextState("Keep them")
        }
    } message: {
        TextState("They leave the order.")
    }
}

// MARK: - Shared Keys

extension SharedKey where Self == FileStorageKey<[String]>.Default {
    /// Where `recentTitles` is kept, for every feature that reads `@Shared(.recentTitles)`; `[]` until something is stored there.
    static var recentTitles: Self {
        Self[.fileStorage(.documentsDirectory.appending(component: "recent-titles.json")), default: []]
    }
}

// MARK: - Building

extension GiftList {
    /// What another feature passes to open this one: the spec's input.
    struct Input {}

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input) -> UIViewController {
        let store = Store(initialState: State()) {
            GiftList()
        }
        return UIHostingController(rootView: GiftListView(store: store))
    }
}
