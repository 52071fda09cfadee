import Combine
@testable import GoldenMixed
import Foundation
import XCTest

/// Stock's view outputs, a test each: the state holder is built as the ViewGroup builds
/// it, on a stub of the unit, each method the view calls is called, and then the state and what
/// the holder asked of the unit or told its owner are to be checked: each test says what to
/// check, yours to write.
@MainActor
final class StockTests: XCTestCase {
    /// The state holder as the screen starts.
    private func makeStateHolder() throws -> StockViewStateHolder {
        StockViewStateHolder(item: .init(title: ""), stockUnit: StockUnitStub(), letterUnit: LetterUnitStub())
    }

    // MARK: - View Outputs

    func testRestock() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.restock()
        throw XCTSkip("Write the test of restock: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }
}

// MARK: - Test Doubles

/// The unit, as the tests give it to the state holder: give it what the unit's protocols ask,
/// and record the commands it gets.
@MainActor
final class StockUnitStub: StockUnitOutput {
    /// What its publishers send: the test sends the unit's business state through them.
    let countSubject = PassthroughSubject<Int, Never>()

    var count: AnyPublisher<Int, Never> {
        countSubject.eraseToAnyPublisher()
    }
}
