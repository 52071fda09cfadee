import Combine
import Foundation

// MARK: - Unit Protocols

/// Commands the state holder gives the business unit.
@MainActor
protocol NewsListUnitInput: AnyObject {
    func markAsRead(id: Int)
    func fetchPage(page: Int)
    func cancelFetchPage()
}

/// What the state holder reads from the business unit: publishers of its business state.
@MainActor
protocol NewsListUnitOutput: AnyObject {
    var loadedNews: AnyPublisher<[NewsList.ViewState.NewsItem], Never> { get }
    var isLoading: AnyPublisher<Bool, Never> { get }
    var errorMessage: AnyPublisher<String?, Never> { get }
}

// MARK: - Unit

/// The module's business logic: where its data comes from and where commands go.
@MainActor
final class NewsListUnit {
    // MARK: - Private Properties

    /// What its publishers send: its commands change the values.
    private let loadedNewsSubject = CurrentValueSubject<[NewsList.ViewState.NewsItem], Never>([])
    private let isLoadingSubject = CurrentValueSubject<Bool, Never>(false)
    private let errorMessageSubject = CurrentValueSubject<String?, Never>(nil)
    /// The services its commands call.
    private let news: NewsClient
    /// The calls in flight, cancelled when the unit goes away.
    private var fetchPageTask: Task<Void, Never>?

    // MARK: - Init

    init(news: NewsClient) {
        self.news = news
    }

    deinit {
        fetchPageTask?.cancel()
    }
}

// MARK: - NewsListUnitInput

extension NewsListUnit: NewsListUnitInput {
    func markAsRead(id: Int) {
        Task { [news] in await news.markAsRead(id: id) }
    }

    func fetchPage(page: Int) {
        isLoadingSubject.send(true)
        errorMessageSubject.send(nil)
        fetchPageTask?.cancel()
        fetchPageTask = Task { [weak self, news] in
            do {
                let value = try await news.fetchPage(page: page)
                guard !Task.isCancelled else { return }
                self?.newsResponse(.success(value))
            } catch {
                // A call cancelled by a newer one, or as the unit goes away, reports nothing.
                guard !Task.isCancelled else { return }
                self?.newsResponse(.failure(error))
            }
        }
    }

    /// Cancels the call in flight, which then reports nothing: its loading ends here.
    func cancelFetchPage() {
        fetchPageTask?.cancel()
        fetchPageTask = nil
        isLoadingSubject.send(false)
    }
}

// MARK: - NewsListUnitOutput

extension NewsListUnit: NewsListUnitOutput {
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

// MARK: - Private Methods

extension NewsListUnit {
    /// The result of a call its command started: published for the state holder.
    private func newsResponse(_ value: Result<[NewsList.ViewState.NewsItem], any Error>) {
        switch value {
        case let .success(news):
            isLoadingSubject.send(false)
            loadedNewsSubject.send(news)
        case let .failure(error):
            isLoadingSubject.send(false)
            errorMessageSubject.send(error.localizedDescription)
        }
    }
}

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
