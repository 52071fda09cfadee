import ComposableArchitecture
import SwiftUI

@Reducer
struct Starter {
    // MARK: - State

    @ObservableState
    struct State: Equatable, Sendable {
        var isLoading: Bool
        /// Set by the first `onAppear`: the feature loads once, not each time the screen shows again.
        var hasAppeared = false

        // MARK: - Children

        var starterHeader: StarterHeader.State

        // MARK: - Kept in the children

        // Each child keeps the field it shows in its own state, where it may change it; these
        // read and write it there.

        var title: String {
            get { starterHeader.title }
            set { starterHeader.title = newValue }
        }

        // MARK: - Lifecycle

        init(title: String) {
            self.isLoading = false
            self.starterHeader = StarterHeader.State(
                title: title
            )
        }
    }

    // MARK: - Action

    enum Action: Sendable {
        case onAppear
        case dismiss
        case starterHeader(StarterHeader.Action)
        case delegate(Delegate)

        /// What the feature tells the one that presented it.
        @CasePathable
        enum Delegate {
            case didFinish
        }
    }

    // MARK: - Dependencies

    @Dependency(\.dismiss) var dismiss

    // MARK: - Body

    var body: some ComposableArchitecture.Reducer<State, Action> {
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
