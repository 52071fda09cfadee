import Foundation
import SwiftUI

struct RenameFooter: View {
    // MARK: - Nested Types

    struct ViewState {
        let total: Int
    }

    enum Action: Sendable {
        case onTapBuy
    }

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("RenameFooter")
            .padding(8)
    }
}

// MARK: - Preview

#Preview {
    RenameFooter(
        state: .init(total: 0),
        onAction: { _ in }
    )
}
