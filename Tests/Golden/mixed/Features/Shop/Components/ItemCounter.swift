import Foundation
import SwiftUI

struct ItemCounter: View {
    // MARK: - Nested Types

    enum Action: Sendable {
        case onReset
    }

    // MARK: - Properties

    @Binding var count: Int
    let mode: Shop.ViewState.Mode
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("ItemCounter")
    }
}

// MARK: - Preview

#Preview {
    ItemCounter(
        count: .constant(0),
        mode: .list,
        onAction: { _ in }
    )
}
