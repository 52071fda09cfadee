import SwiftUI

@MainActor
struct RenameActionView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: RenameAction.ViewState
    let reducer: Reducer<RenameAction.ViewModel>

    // MARK: - Lifecycle

    init(state: RenameAction.ViewState, reducer: Reducer<RenameAction.ViewModel>) {
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
            Button("Refresh") {
                reducer(.refresh)
            }
        }
    }
}

// MARK: - Preview

#Preview {
    RenameAction.preview(input: .init())
}
