import SwiftUI
import UIKit

@MainActor
public struct DescriptionImageView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject public var state: DescriptionImage.ViewState
    public let reducer: Reducer<DescriptionImage.ViewModel>
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Lifecycle

    public init(state: DescriptionImage.ViewState, reducer: Reducer<DescriptionImage.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    public var body: some View {
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
