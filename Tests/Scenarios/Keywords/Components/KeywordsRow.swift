import Foundation
import SwiftUI

struct KeywordsRow: View {
    // MARK: - Nested Types

    struct ViewState {
        let `default`: String
        let `where`: Bool
    }

    enum Action: Sendable {
        case `do`
        case `catch`
    }

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("KeywordsRow")
    }
}

// MARK: - Preview

#Preview {
    KeywordsRow(
        state: .init(default: "", where: false),
        onAction: { _ in }
    )
}
