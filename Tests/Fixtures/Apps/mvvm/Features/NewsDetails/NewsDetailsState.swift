import Combine
import Foundation
import SwiftUI

final class NewsDetailsState: ViewStateProtocol {
    // MARK: - Properties

    @Published var post: NewsList.ViewState.NewsItem?

    // MARK: - Lifecycle

    init(input: NewsDetails.Input?) {
        post = input?.post
    }
}
