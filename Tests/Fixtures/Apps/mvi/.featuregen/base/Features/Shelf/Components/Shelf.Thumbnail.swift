import SwiftUI

extension Shelf {
    /// A custom element of ShelfView.
    struct Thumbnail: View {
        // MARK: - Nested Types

        struct ViewState {
            let titles: [String]
        }

        enum Action {
            case onSelect(String)
        }

        // MARK: - Properties

        let state: ViewState
        let onAction: (Action) -> Void

        // MARK: - Body

        var body: some View {
            Text("Thumbnail")
        }
    }
}

// MARK: - Preview

#Preview {
    Shelf.Thumbnail(state: .init(titles: [])) { _ in }
}
