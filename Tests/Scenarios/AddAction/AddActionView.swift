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
    AddAction.preview(input: .init())
}
