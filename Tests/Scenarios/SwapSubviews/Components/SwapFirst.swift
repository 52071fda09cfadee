import Foundation
import SwiftUI

struct SwapFirst: View {
    // MARK: - Nested Types

    struct ViewState {
        let title: String
    }

    enum Action: Sendable {
        case onTapFirst
    }

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("SwapFirst")
    }
}

// MARK: - Preview

#Preview {
    SwapFirst(
        state: .init(title: ""),
        onAction: { _ in }
    )
}
