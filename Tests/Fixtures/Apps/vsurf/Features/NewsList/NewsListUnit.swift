import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
protocol NewsListUnitInput: AnyObject {
    func markAsRead(id: Int)
}

/// What the state holder reads from the business unit.
@MainActor
protocol NewsListUnitOutput: AnyObject {}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
final class NewsListUnit {
    // MARK: - Private Properties

    /// The services its commands call: `Task { try await news.… }`.
    private let news: NewsClient

    // MARK: - Init

    init(news: NewsClient) {
        self.news = news
    }
}

// MARK: - NewsListUnitInput

extension NewsListUnit: NewsListUnitInput {
    func markAsRead(id: Int) {
        Task { [news] in await news.markAsRead(id: id) }
    }
}

// MARK: - NewsListUnitOutput

extension NewsListUnit: NewsListUnitOutput {}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
enum NewsListUnitFactory {
    @MainActor
    static func produce(news: NewsClient) -> NewsListUnitInput & NewsListUnitOutput {
        NewsListUnit(news: news)
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    static func newsList(news: NewsClient) -> NewsListUnitInput & NewsListUnitOutput {
        NewsListUnitFactory.produce(news: news)
    }
}
