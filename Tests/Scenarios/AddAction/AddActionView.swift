import SwiftUI

@MainActor
struct AddActionView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: AddAction.ViewState
    let reducer: Reducer<AddAction.ViewModel>

    // MARK: - Lifecycle

    init(state: AddAction.ViewState, reducer: Reducer<AddAction.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    var body: some View {
        Text("AddAction")
    }
}

// MARK: - Preview

#Preview {
    AddAction.preview(input: .init())
}
