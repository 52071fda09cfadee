import Combine
import SwiftUI
import UIKit

/// The screens Poster opens: the intent sends a ScreenType through the model's
/// `routerSubject`, and the router presents it.
struct PosterRouter: View {
    // MARK: - Nested Types

    enum ScreenType {
        case alert(title: String, message: String)
        case posterCaption(poster: UIImage?)
    }

    // MARK: - Properties

    let screen: PassthroughSubject<ScreenType, Never>
    /// The screen or alert shown, with its values.
    @State private var screenType: ScreenType?
    @State private var isAlertVisible = false
    @State private var isPosterCaptionVisible = false
    /// Handles what the screens and alerts the router shows send back.
    private let intent: PosterIntent

    // MARK: - Lifecycle

    init(screen: PassthroughSubject<ScreenType, Never>, intent: PosterIntent) {
        self.screen = screen
        self.intent = intent
    }

    // MARK: - Body

    var body: some View {
        Group {
            alertView()
            posterCaptionView()
        }
        .onReceive(screen) { type in
            screenType = type
            switch type {
            case .alert:
                isAlertVisible = true
            case .posterCaption:
                isPosterCaptionVisible = true
            }
        }
    }
}

// MARK: - Screens

private extension PosterRouter {
    func alertView() -> some View {
        guard let type = screenType, case let .alert(title, message) = type else {
            return EmptyView().toAnyView()
        }
        return Spacer()
            .alert(Text(title), isPresented: $isAlertVisible, actions: {}, message: { Text(message) })
            .toAnyView()
    }

    func posterCaptionView() -> some View {
        guard let type = screenType, case let .posterCaption(poster) = type else {
            return EmptyView().toAnyView()
        }
        return Spacer()
            .sheet(isPresented: $isPosterCaptionVisible, onDismiss: { screenType = nil }) {
                PosterCaptionView.build(
                    poster: poster,
                    action: { [weak intent] action in
                        switch action {
                        case .didTapPoster:
                            Task { @MainActor [weak intent] in intent?.posterCaptionDidTapPoster() }
                        }
                    },
                )
            }
            .toAnyView()
    }
}
