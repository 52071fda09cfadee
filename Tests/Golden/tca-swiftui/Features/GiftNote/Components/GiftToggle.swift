import ComposableArchitecture
import SwiftUI

/// Shows values of its parent's state and edits its `var` fields through a binding to it; it
/// has no actions, so it is a plain view.
struct GiftToggleView: View {
    nonisolated struct State: Equatable, Sendable {
        var isGift: Bool
    }

    @Binding var state: State

    var body: some View {
        Text("GiftToggle")
    }
}

// MARK: - Preview

#Preview {
    GiftToggleView(state: .constant(.init(isGift: false)))
}
