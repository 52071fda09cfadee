import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
struct LineEditor {
    // MARK: - State

    @ObservableState
    struct State: Equatable {
        var index: Int

        // MARK: - Lifecycle

        init(index: Int) {
            self.index = index
        }
    }

    // MARK: - Action

    enum Action {
        case save
        case dismiss
    }

    // MARK: - Dependencies

    @Dependency(\.dismiss) var dismiss

    // MARK: - Body

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .save:
                return .none
            case .dismiss:
                return .run { [dismiss] _ in
                    await dismiss()
                }
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

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input) -> UIViewController {
        let store = Store(initialState: State(index: input.index)) {
            LineEditor()
        }
        return UIHostingController(rootView: LineEditorView(store: store))
    }
}
