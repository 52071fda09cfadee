import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
protocol NewsDetailsUnitInput: AnyObject {
    func fetchPage(page: Int)
}

/// What the state holder reads from the business unit: publishers of its business state.
@MainActor
protocol NewsDetailsUnitOutput: AnyObject {
    var moreNews: AnyPublisher<[NewsList.ViewState.NewsItem], Never> { get }
    var isLoadingMore: AnyPublisher<Bool, Never> { get }
    var moreError: AnyPublisher<String?, Never> { get }
}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
final class NewsDetailsUnit {
    // MARK: - Private Properties

    /// What its publishers send: its commands change the values.
    private let moreNewsSubject = CurrentValueSubject<[NewsList.ViewState.NewsItem], Never>([])
    private let isLoadingMoreSubject = CurrentValueSubject<Bool, Never>(false)
    private let moreErrorSubject = CurrentValueSubject<String?, Never>(nil)
    /// The services its commands call.
    private let news: NewsClient
    /// The calls in flight, cancelled when the unit goes away.
    private var loadMoreTask: Task<Void, Never>?

    // MARK: - Init

    init(news: NewsClient) {
        self.news = news
    }

    deinit {
        loadMoreTask?.cancel()
    }
}

// MARK: - NewsDetailsUnitInput

extension NewsDetailsUnit: NewsDetailsUnitInput {
    func fetchPage(page: Int) {
        isLoadingMoreSubject.send(true)
        moreErrorSubject.send(nil)
        loadMoreTask?.cancel()
        loadMoreTask = Task { [weak self, news] in
            do {
                let value = try await news.fetchPage(page: page)
                guard !Task.isCancelled else { return }
                self?.moreResponse(.success(value))
            } catch {
                // A call cancelled by a newer one, or as the unit goes away, reports nothing.
                guard !Task.isCancelled else { return }
                self?.moreResponse(.failure(error))
            }
        }
    }
}

// MARK: - NewsDetailsUnitOutput

extension NewsDetailsUnit: NewsDetailsUnitOutput {
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

// MARK: - Private Methods

extension NewsDetailsUnit {
    /// The result of a call its command started: published for the state holder.
    private func moreResponse(_ value: Result<[NewsList.ViewState.NewsItem], any Error>) {
        switch value {
        case let .success(moreNews):
            isLoadingMoreSubject.send(false)
            moreNewsSubject.send(moreNews)
        case let .failure(error):
            isLoadingMoreSubject.send(false)
            moreErrorSubject.send(error.localizedDescription)
        }
    }
}

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
