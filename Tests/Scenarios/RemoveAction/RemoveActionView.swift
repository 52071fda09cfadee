import SwiftUI

@MainActor
struct RemoveActionView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: RemoveAction.ViewState
    let reducer: Reducer<RemoveAction.ViewModel>

    // MARK: - Lifecycle

    init(state: RemoveAction.ViewState, reducer: Reducer<RemoveAction.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text("Count: \(state.count)")
            Button("Load") {
                reducer(.load)
            }
        }
    }
}

// MARK: - Preview

#Preview {
    RemoveAction.preview(input: .init())
}
