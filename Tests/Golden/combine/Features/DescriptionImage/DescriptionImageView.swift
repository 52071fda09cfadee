import SwiftUI
import UIKit

@MainActor
struct DescriptionImageView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: DescriptionImage.ViewState
    let reducer: Reducer<DescriptionImage.ViewModel>
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Lifecycle

    init(state: DescriptionImage.ViewState, reducer: Reducer<DescriptionImage.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text(state.description)
            Button("Dismiss") {
                reducer(.dismiss)
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            reducer(.onAppear)
        }
    }
}

// MARK: - Preview

#Preview {
    DescriptionImage.preview(input: .init(image: UIImage()))
}
