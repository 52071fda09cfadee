import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
protocol NewsDetailsUnitInput: AnyObject {}

/// What the state holder reads from the business unit.
@MainActor
protocol NewsDetailsUnitOutput: AnyObject {}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
final class NewsDetailsUnit {
    // MARK: - Private Properties

    /// The services its commands call: `Task { try await news.… }`.
    private let news: NewsClient

    // MARK: - Init

    init(news: NewsClient) {
        self.news = news
    }
}

// MARK: - NewsDetailsUnitInput

extension NewsDetailsUnit: NewsDetailsUnitInput {}

// MARK: - NewsDetailsUnitOutput

extension NewsDetailsUnit: NewsDetailsUnitOutput {}

// MARK: - Factory

/// Makes the unit with what it needs: the services factory and tests build it here.
enum NewsDetailsUnitFactory {
    @MainActor
    static func produce(news: NewsClient) -> NewsDetailsUnitInput & NewsDetailsUnitOutput {
        NewsDetailsUnit(news: news)
    }
}

// MARK: - Services

extension VSURFServices.Units {
    @MainActor
    static func newsDetails(news: NewsClient) -> NewsDetailsUnitInput & NewsDetailsUnitOutput {
        NewsDetailsUnitFactory.produce(news: news)
    }
}
