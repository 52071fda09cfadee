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
    @State private var screenType: ScreenType?
    @State private var detailsIsVisible = false

    // MARK: - Lifecycle

    public init(screen: PassthroughSubject<ScreenType, Never>) {
        self.screen = screen
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
                NewsDetailsView.build(input: .init(post: post))
            }
            .toAnyView()
    }
}
