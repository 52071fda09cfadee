// The generated runtime's Reducer (Tests/Fixtures/Apps/mvvm/Features/Runtime/Module.swift),
// driving a view model whose handlers record when they start and finish: handlers start in the
// order their actions were sent, a handler that awaits does not hold the actions after it, and
// a handler may await an action that comes back through the reducer.
import FeaturegenTestSupport
import Foundation
import XCTest

@testable import MVVMApp

@MainActor
final class ReducerTests: XCTestCase {
    /// Many actions sent in a row start in that order, though each handler suspends at once
    /// for a random while and they finish in another order.
    func testHandlersStartInTheOrderTheActionsWereSent() async throws {
        let probe = Probe()
        let reducer = Reducer(viewModel: probe)
        for index in 0..<1_000 { reducer(.record(index)) }
        await until { await probe.finished.count == 1_000 }
        let started = await probe.started
        XCTAssertEqual(started, Array(0..<1_000))
    }

    /// The three quick drags and a tap: the first drag animates, the other two see its
    /// `isAnimating` set and return, and the tap is handled while the animation still runs.
    func testASlowHandlerDoesNotDelayTheNextAction() async throws {
        let probe = Probe()
        let reducer = Reducer(viewModel: probe)
        for action in [Probe.Action.drag, .drag, .drag, .tap] { reducer(action) }
        await until { await probe.taps == 1 }
        let animationsWhenTapped = await probe.animations
        XCTAssertEqual(animationsWhenTapped, 0, "the tap waited for the animation")
        await until { await probe.animations == 1 }
        try await Task.sleep(for: .milliseconds(400))
        let animations = await probe.animations
        XCTAssertEqual(animations, 1, "the later drags saw isAnimating and returned")
    }

    /// A handler that sends an action through the reducer, as a router's result does, and awaits
    /// its handler, completes: the reducer does not wait for the first handler to start the next.
    func testAHandlerAwaitingAnActionSentThroughTheReducerCompletes() async throws {
        let probe = Probe()
        let reducer = Reducer(viewModel: probe)
        await probe.connect { [weak reducer] in reducer?($0) }
        reducer(.askAndWait)
        await until { await probe.finished.contains(-1) }
        let finished = await probe.finished
        XCTAssertEqual(finished, [-2, -1], "the reply was handled, then the handler awaiting it finished")
    }

    /// A handler suspended until a later action arrives lets that action start, and is resumed by it.
    func testAnActionSentWhileAHandlerAwaitsStartsAtOnce() async throws {
        let probe = Probe()
        let reducer = Reducer(viewModel: probe)
        reducer(.waitForRelease)
        reducer(.record(1))
        await until { await probe.finished.contains(1) }
        var finished = await probe.finished
        XCTAssertEqual(finished, [1])
        reducer(.release)
        await until { await probe.finished.count == 2 }
        finished = await probe.finished
        XCTAssertEqual(finished, [1, -3])
    }

    /// Polls `condition` for up to ten seconds, as `eventually` does for main-actor state.
    private func until(_ condition: () async -> Bool, file: StaticString = #filePath, line: UInt = #line) async {
        for _ in 0..<5_000 where !(await condition()) {
            try? await Task.sleep(for: .milliseconds(2))
        }
        let held = await condition()
        XCTAssertTrue(held, "the condition never held", file: file, line: line)
    }
}

/// A view model whose handlers record their starts and their ends (`-1`, `-2`, `-3` for the
/// waiting ones), animate behind an `isAnimating` guard, and wait for one another.
private actor Probe: ModuleViewModelProtocol {
    enum Action: Sendable {
        case record(Int)
        case drag
        case tap
        case askAndWait
        case reply
        case waitForRelease
        case release
    }

    private(set) var started: [Int] = []
    private(set) var finished: [Int] = []
    private(set) var animations = 0
    private(set) var taps = 0
    private var isAnimating = false
    private var send: (@Sendable (Action) -> Void)?
    private var reply: CheckedContinuation<Void, Never>?
    private var release: CheckedContinuation<Void, Never>?

    func connect(_ send: @escaping @Sendable (Action) -> Void) {
        self.send = send
    }

    func handle(_ action: Action) async {
        switch action {
        case let .record(index):
            started.append(index)
            try? await Task.sleep(for: .microseconds(Int.random(in: 0..<2_000)))
            finished.append(index)
        case .drag:
            guard !isAnimating else { return }
            isAnimating = true
            // Long enough that a loaded machine still handles the tap while it runs.
            try? await Task.sleep(for: .seconds(1))
            animations += 1
            isAnimating = false
        case .tap:
            taps += 1
        case .askAndWait:
            await withCheckedContinuation { continuation in
                reply = continuation
                send?(.reply)
            }
            finished.append(-1)
        case .reply:
            finished.append(-2)
            reply?.resume()
            reply = nil
        case .waitForRelease:
            await withCheckedContinuation { release = $0 }
            finished.append(-3)
        case .release:
            release?.resume()
            release = nil
        }
    }
}
