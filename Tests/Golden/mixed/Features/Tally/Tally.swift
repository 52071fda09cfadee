import ComposableArchitecture
import SwiftUI
import UIKit

@Reducer
struct Tally {
    /// Other features reach this feature's types through `Tally.ViewState`.
    typealias ViewState = State

    // MARK: - State

    @ObservableState
    struct State: Equatable, Sendable {
        var counter: Counter
        var unread: Int = 0
        /// The screen of another architecture's feature the view shows, while it is shown.
        var screen: Screen.State?
    }

    // MARK: - Action

    enum Action: Sendable {
        case increment
        case refresh
        case unreadLoaded(Int)
        case reply(subject: String)
        case screen(Screen.Action)
    }

    // MARK: - Screens

    /// The screens of other architectures' features this one shows: its view builds each with
    /// `build(input:)` from the values the state holds, and sends back what they report.
    enum Screen {
        /// The screen shown, with the values it opens with.
        enum State: Equatable, Sendable {
            case reply(subject: String)
        }

        /// What the screens send back: the outputs this feature handles, and their dismissal.
        enum Action: Sendable {
            case dismissed
        }
    }

    // MARK: - Dependencies

    @Dependency(MailClientKey.self) var mail

    /// `MailClient` is a protocol, which cannot key the dependency values: this is its key. The app
    /// sets its live one (`$0[Tally.MailClientKey.self] = …`); previews and tests get `PreviewMailClient`.
    enum MailClientKey: TestDependencyKey {
        static var testValue: any MailClient { PreviewMailClient() }
    }

    // MARK: - Body

    var body: some ComposableArchitecture.Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .increment:
                return .none
            case .refresh:
                return .run { [mail] send in
                    await send(.unreadLoaded(await mail.unreadCount()))
                }
            case let .unreadLoaded(value):
                state.unread = value
                return .none
            case let .reply(subject):
                state.screen = .reply(subject: subject)
                return .none
            case .screen(.dismissed):
                state.screen = nil
                return .none
            }
        }
    }
}

// MARK: - Nested Types

extension Tally.State {
    nonisolated struct Counter: Equatable, Sendable {
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
