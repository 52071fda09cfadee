import SwiftUI

/// A part of StockView.
struct Badge: View {
    // MARK: - Nested Types

    struct ViewState: Equatable {
        let count: Int
    }

    // MARK: - Properties

    let state: ViewState

    // MARK: - Body

    var body: some View {
        Text("Badge")
    }
}

// MARK: - Preview

#Preview {
    Badge(state: .init(count: 0))
}
