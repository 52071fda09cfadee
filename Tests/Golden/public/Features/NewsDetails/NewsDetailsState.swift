import Combine
import Foundation
import SwiftUI

public final class NewsDetailsState: ViewStateProtocol {
    // MARK: - Properties

    @Published public var post: NewsList.ViewState.NewsItem?

    // MARK: - Lifecycle

    public init(input: NewsDetails.Input?) {
        post = input?.post
    }
}
