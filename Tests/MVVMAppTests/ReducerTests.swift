// The runtime's Reducer (Tests/Fixtures/Apps/mvvm/Features/Runtime/Module.swift, rendered from
// Templates/mvvm/Module.swift.mustache) driving a view model that records when each of its
// handlers starts and ends: actions start in the order they were sent, a handler that awaits
// does not hold up the next action, and a handler may await what a later action brings.
import FeaturegenTestSupport
import Foundation
import XCTest

@testable import MVVMApp

@MainActor
final class ReducerTests: XCTestCase {
    func testActionsStartInTheOrderTheyWereSent() async {
        for _ in 0..<20 {
            let log = Log()
            let reducer = Reducer(viewModel: RecordingViewModel(log: log))
            for number in 0..<200 { reducer(.record(number)) }
            await eventually { log.entries.count == 400 }
            let starts = log.entries.filter { $0.hasPrefix("start ") }
            XCTAssertEqual(starts, (0..<200).map { "start \($0)" })
        }
    }

    /// With a reducer that awaited each handler before starting the next, `waitForGo` would
    /// wait forever for the `go` queued behind it.
    func testAHandlerAwaitingALaterActionCompletes() async {
        let log = Log()
        let reducer = Reducer(viewModel: RecordingViewModel(log: log))
        reducer(.waitForGo)
        reducer(.go)
        await eventually { log.entries.contains("went") }
        XCTAssertEqual(log.entries, ["waiting", "go", "went"])
    }

    func testASlowHandlerDoesNotDelayTheNextActionsStart() async {
        let log = Log()
        let reducer = Reducer(viewModel: RecordingViewModel(log: log))
        reducer(.slow)
        reducer(.record(1))
        await eventually { log.entries.contains("end 1") }
        XCTAssertEqual(log.entries, ["slow", "start 1", "end 1"], "the slow handler is still running")
    }
}

/// What the view model's handlers did, in order; written on the actor, read by the test.
private final class Log: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    var entries: [String] { lock.withLock { storage } }

    func append(_ entry: String) {
        lock.withLock { storage.append(entry) }
    }
}

private actor RecordingViewModel: ModuleViewModelProtocol {
    enum Action: Sendable {
        case record(Int)
        case waitForGo
        case go
        case slow
    }

    private let log: Log
    private var go: CheckedContinuation<Void, Never>?

    init(log: Log) {
        self.log = log
    }

    func handle(_ action: Action) async {
        switch action {
        case let .record(number):
            log.append("start \(number)")
            // Every other handler suspends, so later actions start while it waits.
            if number.isMultiple(of: 2) { await Task.yield() }
            log.append("end \(number)")
        case .waitForGo:
            log.append("waiting")
            await withCheckedContinuation { go = $0 }
            log.append("went")
        case .go:
            log.append("go")
            go?.resume()
            go = nil
        case .slow:
            log.append("slow")
            try? await Task.sleep(for: .seconds(5))
            log.append("slow done")
        }
    }
}
