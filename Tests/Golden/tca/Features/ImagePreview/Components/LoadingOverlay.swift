import ComposableArchitecture
import SwiftUI
import UIKit

/// Shows values of its parent's state; it has no actions, so it is a plain view.
struct LoadingOverlayView: View {
    struct State: Equatable {
        let isLoading: Bool
        let errorMessage: String?
    }

    let state: State

    var body: some View {
        Text("LoadingOverlay")
    }
}

// MARK: - Preview

#Preview {
    LoadingOverlayView(state: .init(isLoading: false, errorMessage: nil))
}
