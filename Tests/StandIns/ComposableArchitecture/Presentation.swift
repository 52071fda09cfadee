/// The state of a feature presented from this one (`@Presents var destination`): nil while
/// nothing is presented.
@propertyWrapper
public struct PresentationState<State> {
    public var wrappedValue: State?

    public init(wrappedValue: State?) {
        self.wrappedValue = wrappedValue
    }

    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }
}

/// TCA's `@Presents` macro; here the property wrapper it stands for, with the same spelling at
/// the use site (`@Presents var destination: Destination.State?`, `\.$destination`).
public typealias Presents = PresentationState

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Sendable where State: Sendable {}

/// An action of a presented feature, or its dismissal.
public enum PresentationAction<Action> {
    case dismiss
    indirect case presented(Action)
}

extension PresentationAction: Sendable where Action: Sendable {}

extension PresentationAction: CasePathable {
    public static var allCasePaths: AllCasePaths { AllCasePaths() }

    @dynamicMemberLookup
    public struct AllCasePaths {
        public var dismiss: AnyCasePath<PresentationAction, Void> {
            AnyCasePath(
                embed: { .dismiss },
                extract: {
                    guard case .dismiss = $0 else { return nil }
                    return ()
                })
        }

        public var presented: AnyCasePath<PresentationAction, Action> {
            AnyCasePath(
                embed: { .presented($0) },
                extract: {
                    guard case .presented(let action) = $0 else { return nil }
                    return action
                })
        }

        public subscript<ElementAction>(
            dynamicMember keyPath: CaseKeyPath<Action, ElementAction>
        ) -> AnyCasePath<PresentationAction, PresentationAction<ElementAction>> {
            let element = AnyCasePath(keyPath)
            return AnyCasePath(
                embed: {
                    switch $0 {
                    case .dismiss: .dismiss
                    case .presented(let action): .presented(element.embed(action))
                    }
                },
                extract: {
                    switch $0 {
                    case .dismiss: .dismiss
                    case .presented(let action): element.extract(from: action).map { .presented($0) }
                    }
                })
        }
    }
}

/// A reducer made from an enum of features (`@Reducer enum Destination`).
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body: Reducer, Body.State == State, Body.Action == Action {
    /// An enum of the features' stores, one case each: what `store.case` answers.
    associatedtype CaseScope

    @ReducerBuilder<State, Action>
    static var body: Body { get }

    @preconcurrency @MainActor
    static func scope(_ store: Store<State, Action>) -> CaseScope
}

extension CaseReducer {
    public var body: Body {
        Self.body
    }
}

/// The state of a `CaseReducer`: knows its reducer.
public protocol CaseReducerState {
    associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

/// State that is presented and dismissed with no logic of its own (an alert).
public protocol _EphemeralState {}

/// Ephemeral state itself, or a destination's case that holds it (`.alert(AlertState)`).
func _isEphemeral(_ state: Any) -> Bool {
    if state is any _EphemeralState { return true }
    let mirror = Mirror(reflecting: state)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else { return false }
    return payload is any _EphemeralState
}

extension Reducer {
    /// Runs `destination` on presented state for its actions, and clears the state on dismiss.
    public func ifLet<DestinationState, DestinationAction, Destination: Reducer<DestinationState, DestinationAction>>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
        @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> some Reducer<State, Action> {
        _PresentationReducer(base: self, state: toPresentationState, action: AnyCasePath(toPresentationAction), destination: destination())
    }

    public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
        _ state: WritableKeyPath<State, PresentationState<DestinationState>>,
        action: CaseKeyPath<Action, PresentationAction<DestinationAction>>
    ) -> some ReducerOf<Self> where DestinationState.StateReducer.Action == DestinationAction {
        ifLet(state, action: action) {
            DestinationState.StateReducer.body
        }
    }

    public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
        _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
        action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> some Reducer<State, Action> {
        ifLet(toPresentationState, action: toPresentationAction) { EmptyReducer() }
    }
}

public struct _PresentationReducer<Base: Reducer, Destination: Reducer>: Reducer {
    let base: Base
    let state: WritableKeyPath<Base.State, PresentationState<Destination.State>>
    let action: AnyCasePath<Base.Action, PresentationAction<Destination.Action>>
    let destination: Destination

    public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
        var destinationEffect = Effect<Base.Action>.none
        switch self.action.extract(from: action) {
        case .presented(let destinationAction)?:
            if var destinationState = state[keyPath: self.state].wrappedValue {
                let embed = self.action
                destinationEffect = _presenting {
                    destination.reduce(into: &destinationState, action: destinationAction)
                }
                .map { embed.embed(.presented($0)) }
                ._dismissing { embed.embed(.dismiss) }
                // As TCA's: an alert is dismissed by any of its buttons' actions.
                state[keyPath: self.state].wrappedValue = _isEphemeral(destinationState) ? nil : destinationState
            }
        case .dismiss?:
            state[keyPath: self.state].wrappedValue = nil
        case nil:
            break
        }
        return .merge(destinationEffect, base.reduce(into: &state, action: action))
    }
}
