import SwiftUI
import UIKit

/// A custom element of PosterView.
struct FailureCover: View {
    // MARK: - Nested Types

    struct ViewState {
        let failure: String?
    }

    // MARK: - Properties

    let state: ViewState

    // MARK: - Body

    var body: some View {
        Text("FailureCover")
    }
}

// MARK: - Preview

#Preview {
    FailureCover(state: .init(failure: nil))
}
