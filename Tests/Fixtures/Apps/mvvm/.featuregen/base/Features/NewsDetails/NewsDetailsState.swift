import Combine
import Foundation
import SwiftUI

final class NewsDetailsState: ViewStateProtocol {
    // MARK: - Properties

    @Published var post: NewsList.ViewState.NewsItem?
    @Published var moreNews: [NewsList.ViewState.NewsItem]
    @Published var isLoadingMore: Bool
    @Published var moreError: String?

    // MARK: - Lifecycle

    init(input: NewsDetails.Input?) {
        post = input?.post
        moreNews = []
        isLoadingMore = false
        moreError = nil
    }
}
