import Combine
import Foundation
import SwiftUI

public final class NewsDetailsState: ViewStateProtocol {
    // MARK: - Properties

    @Published public var post: NewsList.ViewState.NewsItem?
    @Published public var moreNews: [NewsList.ViewState.NewsItem]
    @Published public var isLoadingMore: Bool
    @Published public var moreError: String?

    // MARK: - Lifecycle

    public init(input: NewsDetails.Input?) {
        post = input?.post
        moreNews = []
        isLoadingMore = false
        moreError = nil
    }
}
