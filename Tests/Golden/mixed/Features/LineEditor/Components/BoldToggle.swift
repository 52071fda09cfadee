import ComposableArchitecture
import SwiftUI

/// Shows values of its parent's state and edits its `var` fields through a binding to it; it
/// has no actions, so it is a plain view.
struct BoldToggleView: View {
    nonisolated struct State: Equatable, Sendable {
        var isBold: Bool
    }

    @Binding var state: State

    var body: some View {
        Text("BoldToggle")
    }
}

// MARK: - Preview

#Preview {
    BoldToggleView(state: .constant(.init(isBold: false)))
}
