import Foundation
import Observation
import SwiftUI

@Observable
final class NewsDetailsState: ViewStateProtocol {
    // MARK: - Properties

    var post: NewsList.ViewState.NewsItem?

    // MARK: - Lifecycle

    init(input: NewsDetails.Input?) {
        post = input?.post
    }
}
