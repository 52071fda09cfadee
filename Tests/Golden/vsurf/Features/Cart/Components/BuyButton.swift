import SwiftUI

/// A part of CartView.
struct BuyButton: View {
    // MARK: - Nested Types

    struct ViewState: Equatable {
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
