import Combine
import SwiftUI

// MARK: - Modeling

/// What the view reads of the model; only the intent changes it.
@MainActor
protocol NewsDetailsModeling {
    var post: NewsList.ViewState.NewsItem? { get }
    var routerSubject: PassthroughSubject<NewsDetailsRouter.ScreenType, Never> { get }
}

// MARK: - Model

@MainActor
final class NewsDetailsModel: ObservableObject, NewsDetailsModeling {
    // MARK: - Properties

    @Published var post: NewsList.ViewState.NewsItem?
    let routerSubject = PassthroughSubject<NewsDetailsRouter.ScreenType, Never>()

    // MARK: - Lifecycle

    init(input: NewsDetails.Input) {
        post = input.post
    }
}
