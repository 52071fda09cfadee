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
        Text("RenameAction")
    }
}

// MARK: - Preview

#Preview {
    RenameAction.preview(input: .init())
}
