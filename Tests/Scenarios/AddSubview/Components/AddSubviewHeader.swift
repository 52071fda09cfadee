import Foundation
import SwiftUI

struct AddSubviewHeader: View {
    // MARK: - Nested Types

    struct ViewState {
        let title: String
    }

    enum Action: Sendable {
        case onTapClose
    }

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text(state.title)
    }
}

// MARK: - Preview

#Preview {
    AddSubviewHeader(
        state: .init(title: ""),
        onAction: { _ in }
    )
}
