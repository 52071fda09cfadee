import ComposableArchitecture
import SwiftUI
import UIKit

/// Shows values of its parent's state; it has no actions, so it is a plain view.
public struct LoadingOverlayView: View {
    public struct State: Equatable {
        public let isLoading: Bool
        public let errorMessage: String?

        public init(isLoading: Bool, errorMessage: String?) {
            self.isLoading = isLoading
            self.errorMessage = errorMessage
        }
    }

    public let state: State

    public init(state: State) {
        self.state = state
    }

    public var body: some View {
        Text("LoadingOverlay")
    }
}

// MARK: - Preview

#Preview {
    LoadingOverlayView(state: .init(isLoading: false, errorMessage: nil))
}
