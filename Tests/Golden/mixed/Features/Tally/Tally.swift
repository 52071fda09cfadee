import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
struct Tally {
    /// Specs name this feature's types `Tally.ViewState.<Type>`, in every architecture.
    typealias ViewState = State

    // MARK: - State

    @ObservableState
    struct State: Equatable, Sendable {
        var counter: Counter
    }

    // MARK: - Action

    enum Action: Sendable {
        case increment
    }

    // MARK: - Body

    var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .increment:
                return .none
            }
        }
    }
}

// MARK: - Nested Types

extension Tally.State {
    struct Counter: Equatable, Sendable {
        var value: Int

        var isZero: Bool {
            value == 0
        }
    }
}

// MARK: - Building

extension Tally {
    /// What another feature passes to open this one: the spec's input.
    struct Input {
        var counter: Tally.ViewState.Counter
    }

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    static func build(input: Input) -> UIViewController {
        let store = Store(initialState: State(counter: input.counter)) {
            Tally()
        }
        return UIHostingController(rootView: TallyView(store: store))
    }
}
