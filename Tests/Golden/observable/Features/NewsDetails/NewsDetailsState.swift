import Foundation
import Observation
import SwiftUI

@Observable
final class NewsDetailsState: ViewStateProtocol {
    // MARK: - Properties

    var post: NewsList.ViewState.NewsItem?
    var moreNews: [NewsList.ViewState.NewsItem]
    var isLoadingMore: Bool
    var moreError: String?

    // MARK: - Lifecycle

    init(input: NewsDetails.Input?) {
        post = input?.post
        moreNews = []
        isLoadingMore = false
        moreError = nil
    }
}
