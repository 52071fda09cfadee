import SwiftUI
import UIKit

@MainActor
struct DescriptionImageView: View, ViewProtocol {
    // MARK: - Properties

    @Bindable var state: DescriptionImage.ViewState
    let reducer: Reducer<DescriptionImage.ViewModel>

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
        .onAppear { reducer(.onAppear) }
    }
}

// MARK: - Preview

#Preview {
    DescriptionImage.preview(input: .init(image: UIImage()))
}
