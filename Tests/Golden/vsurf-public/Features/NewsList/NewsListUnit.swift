import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
public protocol NewsListUnitInput: AnyObject {}

/// What the state holder reads from the business unit.
@MainActor
public protocol NewsListUnitOutput: AnyObject {}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
public final class NewsListUnit {
    // MARK: - Private Properties

    /// The services its commands call: `Task { try await news.… }`.
    private let news: NewsClient

    // MARK: - Init

    public init(news: NewsClient) {
        self.news = news
    }
}

// MARK: - NewsListUnitInput

extension NewsListUnit: NewsListUnitInput {}

// MARK: - NewsListUnitOutput

extension NewsListUnit: NewsListUnitOutput {}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
public enum NewsListUnitFactory {
    @MainActor
    public static func produce(news: NewsClient) -> NewsListUnitInput & NewsListUnitOutput {
        NewsListUnit(news: news)
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    public static func newsList(news: NewsClient) -> NewsListUnitInput & NewsListUnitOutput {
        NewsListUnitFactory.produce(news: news)
    }
}
