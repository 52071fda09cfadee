import SwiftUI

/// A custom element of CartView.
struct BuyButton: View {
    // MARK: - Nested Types

    struct ViewState {
        let isEnabled: Bool
    }

    enum Action {
        case onTap
    }

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("BuyButton")
    }
}

// MARK: - Preview

#Preview {
    BuyButton(state: .init(isEnabled: false)) { _ in }
}
