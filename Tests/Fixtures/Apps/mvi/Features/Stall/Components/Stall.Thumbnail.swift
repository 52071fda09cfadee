import SwiftUI

extension Stall {
    /// A custom element of StallView.
    struct Thumbnail: View {
        // MARK: - Nested Types

        struct ViewState {
            let price: String
        }

        enum Action {
            case onTap
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
    Stall.Thumbnail(state: .init(price: "")) { _ in }
}
