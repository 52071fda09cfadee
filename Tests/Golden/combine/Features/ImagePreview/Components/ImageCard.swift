import Foundation
import SwiftUI
import UIKit

struct ImageCard: View {
    // MARK: - Nested Types

    struct ViewState {
        let image: UIImage?
    }

    enum Action: Sendable {
        case onTap
    }

    // MARK: - Properties

    let state: ViewState
    let onAction: (Action) -> Void

    // MARK: - Body

    var body: some View {
        Text("ImageCard")
    }
}

// MARK: - Preview

#Preview {
    ImageCard(
        state: .init(image: nil),
        onAction: { _ in }
    )
}
