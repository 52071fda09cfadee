import SwiftUI

public struct NewsDetailsView: View {
    // MARK: - Properties

    @StateObject private var intent: NewsDetailsIntent
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false
    /// How the screen closes when UIKit showed it (`NewsDetails.build`).
    private let uikitDismiss: (() -> Void)?

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(intent: @autoclosure @escaping () -> NewsDetailsIntent, uikitDismiss: (() -> Void)? = nil) {
        _intent = StateObject(wrappedValue: intent())
        self.uikitDismiss = uikitDismiss
    }

    /// The view with its intent: how another screen opens this one.
    public static func build(
        input: NewsDetails.Input, news: NewsClient,
        uikitDismiss: (() -> Void)? = nil
    ) -> some View {
        NewsDetailsView(
            intent: NewsDetailsIntent(input: input, news: news),
            uikitDismiss: uikitDismiss
        )
    }

    // MARK: - Body

    public var body: some View {
        VStack {
            if intent.model.isLoadingMore {
                ProgressView()
            }
            if let moreError = intent.model.moreError {
                Text(moreError)
                    .foregroundStyle(.red)
            }
            Button("Share") {
                intent.share()
            }
            Button("Dismiss") {
                intent.dismiss()
            }
        }
        .overlay(NewsDetailsRouter(screen: intent.model.routerSubject, uikitDismiss: uikitDismiss))
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            intent.onAppear()
        }
        .onDisappear {
            intent.onDisappear()
        }
    }
}

// MARK: - Preview

#Preview {
    NewsDetails.root(input: .init(post: .init(id: 1, title: "Tea", text: "Brewed for three minutes.")), news: PreviewNewsClient())
}
