import Foundation
import SwiftUI

struct StarterHeader: View {
    // MARK: - Nested Types

    struct ViewState {
        let title: String
        let isLoading: Bool
    }

    enum Action: Sendable {
        case onTapBackButton
    }

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("StarterHeader")
    }
}

// MARK: - Preview

#Preview {
    StarterHeader(
        state: .init(title: "", isLoading: false),
        onAction: { _ in }
    )
}
