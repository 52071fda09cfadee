import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
struct Downloads {
    /// Other features reach this feature's types through `Downloads.ViewState`.
    typealias ViewState = State

    // MARK: - State

    @ObservableState
    struct State: Equatable, Sendable {
        /// Set by the first `onAppear`: the feature loads once, not each time the screen shows again.
        var hasAppeared = false

        // MARK: - Derived

        /// What `statusBadge.isBusy` shows; the body sets it there when it changes.
        var statusBadgeIsBusy: Bool {
            status == .loading
        }

        /// What `itemList.isEmpty` shows; the body sets it there when it changes.
        var itemListIsEmpty: Bool {
            items.isEmpty
        }

        /// What `selectionLabel.hasSelection` shows; the body sets it there when it changes.
        var selectionLabelHasSelection: Bool {
            selected != nil
        }

        /// What `progressBar.isDone` shows; the body sets it there when it changes.
        var progressBarIsDone: Bool {
            progress >= 1
        }

        // MARK: - Children

        var statusBadge: StatusBadge.State
        var itemList: ItemList.State
        var selectionLabel: SelectionLabel.State
        var progressBar: ProgressBar.State

        // MARK: - Kept in the children

        // Each child keeps the field it shows in its own state, where it may change it; these
        // read and write it there.

        var status: Status {
            get { statusBadge.status }
            set { statusBadge.status = newValue }
        }

        var items: [String] {
            get { itemList.items }
            set { itemList.items = newValue }
        }

        var selected: String? {
            get { selectionLabel.selected }
            set { selectionLabel.selected = newValue }
        }

        var progress: CGFloat {
            get { progressBar.progress }
            set { progressBar.progress = newValue }
        }

        // MARK: - Lifecycle

        init() {
            let status: Status = .loading
            let items: [String] = []
            let selected: String? = nil
            let progress: CGFloat = 0
            self.statusBadge = StatusBadge.State(
                status: status,
                isBusy: status == .loading
            )
            self.itemList = ItemList.State(
                items: items,
                isEmpty: items.isEmpty
            )
            self.selectionLabel = SelectionLabel.State(
                selected: selected,
                hasSelection: selected != nil
            )
            self.progressBar = ProgressBar.State(
                progress: progress,
                isDone: progress >= 1
            )
        }
    }

    // MARK: - Action

    enum Action: Sendable {
        case onAppear
        case statusBadge(StatusBadge.Action)
        case itemList(ItemList.Action)
        case selectionLabel(SelectionLabel.Action)
        case progressBar(ProgressBar.Action)
    }

    // MARK: - Body

    var body: some ComposableArchitecture.Reducer<State, Action> {
        CombineReducers {
            Scope(\.statusBadge, action: \.statusBadge) {
                StatusBadge()
            }
            Scope(\.itemList, action: \.itemList) {
                ItemList()
            }
            Scope(\.selectionLabel, action: \.selectionLabel) {
                SelectionLabel()
            }
            Scope(\.progressBar, action: \.progressBar) {
                ProgressBar()
            }
            Reduce { state, action in
                switch action {
                case .onAppear:
                    guard !state.hasAppeared else { return .none }
                    state.hasAppeared = true
                    return .none
                case .statusBadge:
                    return .none
                case .itemList:
                    return .none
                case .selectionLabel:
                    return .none
                case .progressBar:
                    return .none
                }
            }
        }
        .onChange(of: \.statusBadgeIsBusy) { _, state in
            state.statusBadge.isBusy = state.statusBadgeIsBusy
            return .none
        }
        .onChange(of: \.itemListIsEmpty) { _, state in
            state.itemList.isEmpty = state.itemListIsEmpty
            return .none
        }
        .onChange(of: \.selectionLabelHasSelection) { _, state in
            state.selectionLabel.hasSelection = state.selectionLabelHasSelection
            return .none
        }
        .onChange(of: \.progressBarIsDone) { _, state in
            state.progressBar.isDone = state.progressBarIsDone
            return .none
        }
    }
}

// MARK: - Nested Types

extension Downloads.State {
    nonisolated enum Status: Hashable, Sendable {
        case loading
        case loaded
        case failed
    }
}

// MARK: - Building

extension Downloads {
    /// What another feature passes to open this one: the spec's input.
    struct Input {}

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input) -> UIViewController {
        let store = Store(initialState: State()) {
            Downloads()
        }
        return UIHostingController(rootView: DownloadsView(store: store))
    }
}
