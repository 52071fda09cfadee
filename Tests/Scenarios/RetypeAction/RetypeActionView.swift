import SwiftUI

@MainActor
struct RetypeActionView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: RetypeAction.ViewState
    let reducer: Reducer<RetypeAction.ViewModel>

    // MARK: - Lifecycle

    init(state: RetypeAction.ViewState, reducer: Reducer<RetypeAction.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text(state.title)
        }
    }
}

// MARK: - Preview

#Preview {
    RetypeAction.preview(input: .init())
}
