import Combine
@testable import VSURFApp
import Foundation
import XCTest

/// NewsDetails's view outputs, a test each: the state holder is built as the ViewGroup builds
/// it, on a stub of the unit, each method the view calls is called, and then the state and what
/// the holder asked of the unit or told its owner are to be checked: each test says what to
/// check, yours to write.
@MainActor
final class NewsDetailsTests: XCTestCase {
    /// The state holder as the screen starts.
    private func makeStateHolder() throws -> NewsDetailsViewStateHolder {
        NewsDetailsViewStateHolder(post: .init(id: 1, title: "Tea", text: "Brewed for three minutes."), newsDetailsUnit: NewsDetailsUnitStub())
    }

    // MARK: - View Outputs

    func testOnAppear() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.onAppear()
        throw XCTSkip("Write the test of onAppear: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    func testOnDisappear() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.onDisappear()
        throw XCTSkip("Write the test of onDisappear: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    func testShare() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.share()
        throw XCTSkip("Write the test of share: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    func testDismiss() async throws {
        let stateHolder = try makeStateHolder()
        stateHolder.dismiss()
        throw XCTSkip("Write the test of dismiss: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    func testLoadMore() async throws {
        let unit = NewsDetailsUnitStub()
        let stateHolder = NewsDetailsViewStateHolder(post: .init(id: 1, title: "Tea", text: "Brewed for three minutes."), newsDetailsUnit: unit)
        stateHolder.loadMore(page: 0)
        XCTAssertEqual(unit.commands, ["fetchPage"])
    }
}

// MARK: - Test Doubles

/// The unit, as the tests give it to the state holder: give it what the unit's protocols ask,
/// and record the commands it gets.
@MainActor
final class NewsDetailsUnitStub: NewsDetailsUnitInput, NewsDetailsUnitOutput {
    /// The commands it got, in order.
    private(set) var commands: [String] = []

    /// What its publishers send: the test sends the unit's business state through them.
    let moreNewsSubject = PassthroughSubject<[NewsList.ViewState.NewsItem], Never>()
    let isLoadingMoreSubject = PassthroughSubject<Bool, Never>()
    let moreErrorSubject = PassthroughSubject<String?, Never>()

    func fetchPage(page: Int) {
        commands.append("fetchPage")
    }

    var moreNews: AnyPublisher<[NewsList.ViewState.NewsItem], Never> {
        moreNewsSubject.eraseToAnyPublisher()
    }

    var isLoadingMore: AnyPublisher<Bool, Never> {
        isLoadingMoreSubject.eraseToAnyPublisher()
    }

    var moreError: AnyPublisher<String?, Never> {
        moreErrorSubject.eraseToAnyPublisher()
    }
}
