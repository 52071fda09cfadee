/// A store for tests, with TCA's API: each `send` says how the state changes (exhaustively, by
/// default), and the actions the effects send back are `receive`d in order. What TCA reports as
/// test failures the stand-in reports too (through IssueReporting, as TCA does), and also keeps
/// in `failures`, for the tests of the stand-in itself, which turn the reporting off.
@preconcurrency @MainActor
public final class TestStore<State: Equatable, Action> {
    public private(set) var state: State
    public var exhaustivity: Exhaustivity = .on
    public private(set) var failures: [String] = []
    /// Whether a failure is reported as a test failure; only the stand-in's own tests, which
    /// read `failures`, turn it off.
    public var reportsFailures = true

    private let reduce: @MainActor (inout State, Action) -> Effect<Action>
    /// The actions effects sent back and no test has received yet, in order.
    private var received: [Action] = []
    private var tasks: [Task<Void, Never>] = []

    public init<R: Reducer<State, Action>>(
        initialState: @autoclosure () -> State,
        @ReducerBuilder<State, Action> reducer: () -> R,
        withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
    ) {
        let (initial, feature, dependencies) = _prepare(prepareDependencies, initialState, reducer)
        state = initial
        let cancellations = _CancellationRegistry()
        reduce = { state, action in
            feature._reduce(into: &state, action: action, with: dependencies, cancellations: cancellations)
        }
    }

    /// Sends the action; `updateStateToExpectedResult` changes a copy of the state before into
    /// what the state must be after.
    @discardableResult
    public func send(
        _ action: Action,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async -> TestStoreTask {
        let site = CallSite(fileID, filePath, line, column)
        if exhaustivity == .on, !received.isEmpty {
            fail("\(received.count) received action(s) were not asserted before sending \(action)", at: site)
        }
        let effect = apply(action, expecting: updateStateToExpectedResult, at: site)
        let task = run(effect)
        await Task.yield()
        return TestStoreTask(rawValue: task)
    }

    /// Receives the next action an effect sent, which must be of the case `actionCase`.
    public func receive<Value>(
        _ actionCase: CaseKeyPath<Action, Value>,
        assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
        fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async {
        await finishRunning()
        guard !received.isEmpty else {
            fail("expected to receive an action, but none was sent", at: CallSite(fileID, filePath, line, column))
            return
        }
        let action = received.removeFirst()
        guard AnyCasePath(actionCase).extract(from: action) != nil else {
            fail("received \(action), not the expected case", at: CallSite(fileID, filePath, line, column))
            return
        }
        run(apply(action, expecting: updateStateToExpectedResult, at: CallSite(fileID, filePath, line, column)))
    }

    /// Waits for the effects, and, exhaustively, requires every action they sent received.
    public func finish(
        fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async {
        await finishRunning()
        if exhaustivity == .on, !received.isEmpty {
            fail("\(received.count) received action(s) were not asserted", at: CallSite(fileID, filePath, line, column))
        }
    }

    private func apply(_ action: Action, expecting update: ((inout State) throws -> Void)?, at site: CallSite) -> Effect<Action> {
        var expected = state
        do {
            try update?(&expected)
        } catch {
            fail("the assertion threw \(error)", at: site)
        }
        let effect = reduce(&state, action)
        if exhaustivity == .on, state != expected {
            // As TCA's: the difference, expected (−) against actual (+), by swift-custom-dump.
            let difference = diff(expected, state, format: .proportional) ?? "\(state), not \(expected)"
            fail("a state change does not match expectation: \(difference)", at: site)
        }
        return effect
    }

    @discardableResult
    private func run(_ effect: Effect<Action>) -> Task<Void, Never>? {
        switch effect.operation {
        case .none:
            return nil
        case .send(let action):
            received.append(action)
            return nil
        case .run(let priority, let operation):
            let send = Send<Action> { [weak self] in self?.received.append($0) }
            let task = Task(priority: priority) { _ = try? await operation(send) }
            tasks.append(task)
            return task
        case .merge(let effects):
            return effects.compactMap { run($0) }.last
        }
    }

    private func fail(_ message: String, at site: CallSite) {
        failures.append("\(site.fileID):\(site.line): \(message)")
        if reportsFailures {
            reportIssue(message, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        }
    }

    private func finishRunning() async {
        while let task = tasks.first {
            tasks.removeFirst()
            await task.value
        }
    }
}

/// Where a test called the store, which is where a failure is reported.
private struct CallSite {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    init(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt, _ column: UInt) {
        (self.fileID, self.filePath, self.line, self.column) = (fileID, filePath, line, column)
    }
}

/// Whether a `TestStore` requires every change and every received action asserted.
public enum Exhaustivity: Equatable, Sendable {
    case on
    case off
}

/// The effects an action a `TestStore` sent started.
public struct TestStoreTask: Hashable, Sendable {
    let rawValue: Task<Void, Never>?

    public func finish() async {
        await rawValue?.value
    }
}

public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
