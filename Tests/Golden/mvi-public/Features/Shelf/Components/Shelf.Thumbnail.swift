import SwiftUI

extension Shelf {
    /// A custom element of ShelfView.
    public struct Thumbnail: View {
        // MARK: - Nested Types

        public struct ViewState {
            public let titles: [String]

            public init(titles: [String]) {
                self.titles = titles
            }
        }

        public enum Action {
            case onSelect(String)
        }

        // MARK: - Properties

        public let state: ViewState
        public let onAction: (Action) -> Void

        public init(state: ViewState, onAction: @escaping (Action) -> Void) {
            self.state = state
            self.onAction = onAction
        }

        // MARK: - Body

        public var body: some View {
            Text("Thumbnail")
        }
    }
}

// MARK: - Preview

#Preview {
    Shelf.Thumbnail(state: .init(titles: [])) { _ in }
}
