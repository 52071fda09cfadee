import SwiftUI

@MainActor
struct MinimalView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: Minimal.ViewState
    let reducer: Reducer<Minimal.ViewModel>

    // MARK: - Lifecycle

    init(state: Minimal.ViewState, reducer: Reducer<Minimal.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    var body: some View {
        Text("Minimal")
    }
}

// MARK: - Preview

#Preview {
    Minimal.preview(input: .init())
}
