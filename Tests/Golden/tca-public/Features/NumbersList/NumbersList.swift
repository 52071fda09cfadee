import ComposableArchitecture
import SwiftUI
import UIKit

public nonisolated enum Order: String, CaseIterable, Hashable, Sendable {
    case ascending = "Ascending"
    case descending = "Descending"
}

@Reducer
public struct NumbersList {
    /// Other features reach this feature's types through `NumbersList.ViewState`.
    public typealias ViewState = State

    // MARK: - State

    @ObservableState
    public struct State: Equatable, Sendable {
        public var order: Order
        public var pageSize: PageSize
        /// Set by the first `onAppear`: the feature loads once, not each time the screen shows again.
        public var hasAppeared = false

        // MARK: - Children

        public var numbersContent: NumbersContent.State

        // MARK: - Kept in the children

        // Each child keeps the field it shows in its own state, where it may change it; these
        // read and write it there.

        public var content: Content {
            get { numbersContent.content }
            set { numbersContent.content = newValue }
        }

        // MARK: - Lifecycle

        public init() {
            self.order = .ascending
            self.pageSize = .small
            self.numbersContent = NumbersContent.State(
                content: .idle
            )
        }
    }

    // MARK: - Action

    public enum Action: Sendable {
        case onAppear
        case retry
        case selectOrder(Order)
        case numbersDownloaded(Result<[Int], any Error>)
        case numbersContent(NumbersContent.Action)
        case delegate(Delegate)

        /// What the feature tells the one that presented it.
        @CasePathable
        public enum Delegate: Sendable {
            case numbersDownloaded
        }
    }

    // MARK: - Dependencies

    @Dependency(\.numbers) var numbers

    // MARK: - Cancellation

    /// The ids of the effects that run long, cancelled by id.
    nonisolated private enum CancelID { case fetch }

    // MARK: - Lifecycle

    public init() {}

    // MARK: - Body

    public var body: some ComposableArchitecture.Reducer<State, Action> {
        Scope(\.numbersContent, action: \.numbersContent) {
            NumbersContent()
        }
        Reduce { state, action in
            switch action {
            case .onAppear:
                guard !state.hasAppeared else { return .none }
                state.hasAppeared = true
                return .run { [numbers, order = state.order] send in
                    await send(.numbersDownloaded(Result { try await numbers.fetch(order: order) }))
                }
                .cancellable(id: CancelID.fetch, cancelInFlight: true)
            case .retry:
                return .none
            case .selectOrder:
                return .none
            case .numbersDownloaded(.success):
                return .send(.delegate(.numbersDownloaded))
            case .numbersDownloaded(.failure):
                return .none
            case .numbersContent:
                return .none
            case .delegate:
                return .none
            }
        }
    }
}

// MARK: - Nested Types

extension NumbersList.State {
    public nonisolated enum Content: Equatable, Sendable {
        case idle
        case loading
        case loaded([Int])
        case error
    }
}

extension NumbersList.State {
    public nonisolated enum PageSize: Int, Hashable, Sendable {
        case small = 20
        case large = 100
    }
}

// MARK: - Building

extension NumbersList {
    /// What another feature passes to open this one: the spec's input.
    public struct Input {
        public init() {}
    }

    /// What the feature tells the one that opened it through UIKit: its delegate actions.
    public typealias Output = @Sendable (Action.Delegate) -> Void

    /// The feature's screen for UIKit navigation: how a feature of another architecture opens it.
    @MainActor
    public static func build(input: Input, output: Output? = nil) -> UIViewController {
        let store = Store(initialState: State()) {
            NumbersList()
            Reduce { _, action in
                if case let .delegate(delegate) = action {
                    output?(delegate)
                }
                return .none
            }
        }
        return UIHostingController(rootView: NumbersListView(store: store))
    }
}
