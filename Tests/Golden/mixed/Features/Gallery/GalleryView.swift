import SwiftUI

struct GalleryView: View {
    // MARK: - Properties

    @StateObject private var intent: GalleryIntent

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(intent: @autoclosure @escaping () -> GalleryIntent) {
        _intent = StateObject(wrappedValue: intent())
    }

    /// The view with its intent: how another screen opens this one.
    static func build(input: Gallery.Input, output: Gallery.Output? = nil) -> some View {
        GalleryView(intent: GalleryIntent(input: input, output: output))
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text(intent.model.albumId)
            List(intent.model.photos, id: \.id) { item in
                Button {
                    intent.showPhoto(item)
                } label: {
                    Text(item.caption)
                }
            }
            Button("Open checkout") {
                intent.openCheckout()
            }
            Button("Open numbers") {
                intent.openNumbers()
            }
        }
        .overlay(GalleryRouter(screen: intent.model.routerSubject, intent: intent))
    }
}

// MARK: - Preview

#Preview {
    Gallery.root(input: .init(albumId: ""))
}
