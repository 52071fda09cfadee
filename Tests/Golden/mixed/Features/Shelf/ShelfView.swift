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
    static func build(input: Shelf.Input, output: Shelf.Output? = nil) -> some View {
        ShelfView(intent: ShelfIntent(input: input, output: output))
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
