import SwiftUI

struct ShelfView: View {
    // MARK: - Properties

    @StateObject private var intent: ShelfIntent

    // MARK: - Lifecycle

    /// The view owns its intent: SwiftUI makes it once for the view's lifetime on screen and
    /// keeps it, with its model, when the parent rebuilds the view.
    init(intent: @autoclosure @escaping () -> ShelfIntent) {
        _intent = StateObject(wrappedValue: intent())
    }

    /// The view with its intent: how another screen opens this one.
    static func build(input: Shelf.Input) -> some View {
        ShelfView(intent: ShelfIntent(input: input))
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Button("Refresh") {
                intent.refresh()
            }
        }
    }
}

// MARK: - Preview

#Preview {
    Shelf.root(input: .init(product: .init(name: "")))
}
