import Foundation
import SwiftUI

struct BodyModifierRow: View {
    // MARK: - Nested Types

    struct ViewState {
        let title: String
    }

    enum Action: Sendable {
        case onTapRow
    }

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("BodyModifierRow")
    }
}

// MARK: - Preview

#Preview {
    BodyModifierRow(
        state: .init(title: ""),
        onAction: { _ in }
    )
}
