import Combine
@testable import GoldenVSURF
import Foundation
import Testing

/// NewsList's view outputs, a test each: the state holder is built as the ViewGroup builds
/// it, on a stub of the unit, each method the view calls is called, and then the state and what
/// the holder asked of the unit or told its owner are to be checked: each test says what to
/// check, yours to write.
@MainActor
@Suite struct NewsListTests {
    /// The state holder as the screen starts.
    private func makeStateHolder() throws -> NewsListViewStateHolder {
        NewsListViewStateHolder(newsListUnit: NewsListUnitStub())
    }

    // MARK: - View Outputs

    @Test(.disabled("Write the test of didScrollToBottom: what does it change in the state, and what does it ask of the unit?"))
    func didScrollToBottom() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.didScrollToBottom()
        Issue.record("Write the test of didScrollToBottom: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    @Test(.disabled("Write the test of stopLoading: what does it change in the state, and what does it ask of the unit?"))
    func stopLoading() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.stopLoading()
        Issue.record("Write the test of stopLoading: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    @Test(.disabled("Write the test of details: what does it change in the state, and what does it ask of the unit?"))
    func details() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.details(post: .init(id: 0, title: "", text: ""))
        Issue.record("Write the test of details: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    @Test(.disabled("Write the test of onAppear: what does it change in the state, and what does it ask of the unit?"))
    func onAppear() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.onAppear(post: .init(id: 0, title: "", text: ""))
        Issue.record("Write the test of onAppear: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    @Test func start() throws {
        let unit = NewsListUnitStub()
        let stateHolder = NewsListViewStateHolder(newsListUnit: unit)
        stateHolder.start()
        #expect(unit.commands == ["fetchPage"])
    }

    // MARK: - NewsFeed

    @Test(.disabled("Write the test of NewsFeed's onTapItem: what does it change in the state, and what does it ask of the unit?"))
    func onNewsFeedActionOnTapItem() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleNewsFeed(.onTapItem(.init(id: 0, title: "", text: "")))
        Issue.record("Write the test of NewsFeed's onTapItem: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }

    @Test(.disabled("Write the test of NewsFeed's onItemAppear: what does it change in the state, and what does it ask of the unit?"))
    func onNewsFeedActionOnItemAppear() throws {
        let stateHolder = try makeStateHolder()
        stateHolder.handleNewsFeed(.onItemAppear(.init(id: 0, title: "", text: "")))
        Issue.record("Write the test of NewsFeed's onItemAppear: what does it change in the state (\(stateHolder.state)), and what does it ask of the unit?")
    }
}

// MARK: - Test Doubles

/// The unit, as the tests give it to the state holder: give it what the unit's protocols ask,
/// and record the commands it gets.
@MainActor
final class NewsListUnitStub: NewsListUnitInput, NewsListUnitOutput {
    /// The commands it got, in order.
    private(set) var commands: [String] = []

    /// What its publishers send: the test sends the unit's business state through them.
    let loadedNewsSubject = PassthroughSubject<[NewsList.ViewState.NewsItem], Never>()
    let isLoadingSubject = PassthroughSubject<Bool, Never>()
    let errorMessageSubject = PassthroughSubject<String?, Never>()

    func fetchPage(page: Int) {
        commands.append("fetchPage")
    }

    func cancelFetchPage() {
        commands.append("cancelFetchPage")
    }

    var loadedNews: AnyPublisher<[NewsList.ViewState.NewsItem], Never> {
        loadedNewsSubject.eraseToAnyPublisher()
    }

    var isLoading: AnyPublisher<Bool, Never> {
        isLoadingSubject.eraseToAnyPublisher()
    }

    var errorMessage: AnyPublisher<String?, Never> {
        errorMessageSubject.eraseToAnyPublisher()
    }
}
