import SwiftUI
import UIKit

/// A custom element of PosterView.
public struct FailureCover: View {
    // MARK: - Nested Types

    public struct ViewState {
        public let failure: String?

        public init(failure: String?) {
            self.failure = failure
        }
    }

    // MARK: - Properties

    public let state: ViewState

    public init(state: ViewState) {
        self.state = state
    }

    // MARK: - Body

    public var body: some View {
        Text("FailureCover")
    }
}

// MARK: - Preview

#Preview {
    FailureCover(state: .init(failure: nil))
}
