import SwiftUI

struct GalleryView: View {
    // MARK: - Properties

    @ObservedObject private var intent: GalleryIntent

    // MARK: - Lifecycle

    init(intent: GalleryIntent) {
        self.intent = intent
    }

    /// The view with its intent: how another screen opens this one.
    static func build(input: Gallery.Input, output: Gallery.Output? = nil) -> some View {
        let intent = GalleryIntent(input: input, output: output)
        return GalleryView(intent: intent)
    }

    // MARK: - Body

    var body: some View {
        ZStack {
            Text("Gallery")
        }
        .overlay(GalleryRouter(screen: intent.model.routerSubject))
    }
}
