import SwiftUI

struct ShelfView: View {
    // MARK: - Properties

    @StateObject private var intent: ShelfIntent
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false
    /// How the screen closes when UIKit showed it (`Shelf.build`).
    private let uikitDismiss: (() -> Void)?

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(intent: @autoclosure @escaping () -> ShelfIntent, uikitDismiss: (() -> Void)? = nil) {
        _intent = StateObject(wrappedValue: intent())
        self.uikitDismiss = uikitDismiss
    }

    /// The view with its intent: how another screen opens this one.
    static func build(
        input: Shelf.Input, shelves: ShelvesClient,
        uikitDismiss: (() -> Void)? = nil
    ) -> some View {
        ShelfView(
            intent: ShelfIntent(input: input, shelves: shelves),
            uikitDismiss: uikitDismiss
        )
    }

    // MARK: - Body

    var body: some View {
        VStack {
            thumbnail()
            if intent.model.isLoading {
                ProgressView()
            }
            if let failure = intent.model.failure {
                Text(failure)
                    .foregroundStyle(.red)
            }
            Button("Stop loading") {
                intent.stopLoading()
            }
            Button("Browse") {
                intent.browse()
            }
            Button("Open cart") {
                intent.openCart()
            }
            Button("Dismiss") {
                intent.dismiss()
            }
        }
        .overlay(ShelfRouter(screen: intent.model.routerSubject, intent: intent, uikitDismiss: uikitDismiss))
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            intent.onAppear()
        }
    }

    // MARK: - Custom Elements

    private func thumbnail() -> some View {
        Shelf.Thumbnail(state: intent.model.thumbnail) { intent.handleThumbnail($0) }
    }
}

// MARK: - Preview

#Preview {
    Shelf.root(input: .init(), shelves: PreviewShelvesClient())
}
