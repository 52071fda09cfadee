import Combine
import SwiftUI

/// The screens NewsList opens: the intent sends a ScreenType through the model's
/// `routerSubject`, and the router presents it.
public struct NewsListRouter: View {
    // MARK: - Nested Types

    public enum ScreenType {
        case details(post: NewsList.ViewState.NewsItem)
    }

    // MARK: - Properties

    public let screen: PassthroughSubject<ScreenType, Never>
    /// The screen or alert shown, with its values.
    @State private var screenType: ScreenType?
    @State private var detailsIsVisible = false
    /// The services the intent is built with, passed on to the screens the router opens.
    private let news: NewsClient

    // MARK: - Lifecycle

    public init(screen: PassthroughSubject<ScreenType, Never>, news: NewsClient) {
        self.screen = screen
        self.news = news
    }

    // MARK: - Body

    public var body: some View {
        Group {
            detailsView()
        }
        .onReceive(screen) { type in
            screenType = type
            switch type {
            case .details:
                detailsIsVisible = true
            }
        }
    }

    private func detailsView() -> some View {
        guard let type = screenType, case let .details(post) = type else {
            return EmptyView().toAnyView()
        }
        return Spacer()
            .navigationDestination(isPresented: $detailsIsVisible) {
                NewsDetailsView.build(input: .init(post: post), news: news)
            }
            .toAnyView()
    }
}
