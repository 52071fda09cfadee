import Foundation
import SwiftUI

struct SwapThird: View {
    // MARK: - Nested Types

    enum Action: Sendable {
        case onTapThird
    }

    // MARK: - Properties

    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("SwapThird")
    }
}

// MARK: - Preview

#Preview {
    SwapThird(
        onAction: { _ in }
    )
}
