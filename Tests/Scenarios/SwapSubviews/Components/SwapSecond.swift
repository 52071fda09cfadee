import Foundation
import SwiftUI

struct SwapSecond: View {
    // MARK: - Nested Types

    struct ViewState {
        let title: String
    }

    enum Action: Sendable {
        case onTapClose
        case onTapShare
        case onTapOpen
    }

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("SwapSecond")
            .padding(8)
    }
}

// MARK: - Preview

#Preview {
    SwapSecond(
        state: .init(title: ""),
        onAction: { _ in }
    )
}
