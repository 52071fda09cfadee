import Combine
@testable import GoldenVSURF
import Foundation
import Testing

/// NumbersList's view outputs, a test each: the state holder is built as the ViewGroup builds
/// it, on a stub of the unit, each method the view calls is called, and then the state and what
/// the holder asked of the unit or told its owner are to be checked: each test says what to
/// check, yours to write.
@MainActor
@Suite struct NumbersListTests {
    /// Kept here: the state holder holds its output weakly.
    private let owner = NumbersListOutputSpy()

    /// The state holder as the screen starts.
    private func makeStateHolder() throws -> NumbersListViewStateHolder {
        let stateHolder = NumbersListViewStateHolder(numbersListUnit: NumbersListUnitStub())
        stateHolder.output = owner
        return stateHolder
    }

    // MARK: - View Outputs

    @Test(.disabled("Write the test of retry: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func retry() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.retry()
        Issue.record("Write the test of retry: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test(.disabled("Write the test of selectOrder: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func selectOrder() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.selectOrder(.ascending)
        Issue.record("Write the test of selectOrder: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }

    @Test func onAppear() throws {
        let unit = NumbersListUnitStub()
        let stateHolder = NumbersListViewStateHolder(numbersListUnit: unit)
        stateHolder.output = owner
        stateHolder.onAppear()
        #expect(unit.commands == ["fetch"])

        // The call succeeds: the state holder does what then: says.
        unit.fetchSucceededSubject.send()
        #expect(owner.calls == ["numbersDownloaded"], "onAppear tells the owner once the call succeeds")
    }

    // MARK: - NumbersContent

    @Test(.disabled("Write the test of NumbersContent's onTapRetry: what does it change in the state, and what does it ask of the unit or tell the owner?"))
    func onNumbersContentActionOnTapRetry() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleNumbersContent(.onTapRetry)
        Issue.record("Write the test of NumbersContent's onTapRetry: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit or tell the owner (\(owner.calls))?")
    }
}

// MARK: - Test Doubles

/// The unit, as the tests give it to the state holder: give it what the unit's protocols ask,
/// and record the commands it gets.
@MainActor
final class NumbersListUnitStub: NumbersListUnitInput, NumbersListUnitOutput {
    /// The commands it got, in order.
    private(set) var commands: [String] = []

    /// What it sends when a call succeeds: the test sends the success through them.
    let fetchSucceededSubject = PassthroughSubject<Void, Never>()

    func fetch(order: Order) {
        commands.append("fetch")
    }

    var fetchSucceeded: AnyPublisher<Void, Never> {
        fetchSucceededSubject.eraseToAnyPublisher()
    }
}

/// Records what NumbersList tells its owner, in order.
final class NumbersListOutputSpy: NumbersList.Output {
    private(set) var calls: [String] = []

    func numbersDownloaded() {
        calls.append("numbersDownloaded")
    }
}
