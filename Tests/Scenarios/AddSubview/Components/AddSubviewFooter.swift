import Foundation
import SwiftUI

struct AddSubviewFooter: View {
    // MARK: - Nested Types

    struct ViewState {
        let title: String
    }

    enum Action: Sendable {
        case onTapMore
    }

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("AddSubviewFooter")
    }
}

// MARK: - Preview

#Preview {
    AddSubviewFooter(
        state: .init(title: ""),
        onAction: { _ in }
    )
}
