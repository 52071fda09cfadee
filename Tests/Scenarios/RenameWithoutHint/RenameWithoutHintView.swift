import SwiftUI

@MainActor
struct RenameWithoutHintView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: RenameWithoutHint.ViewState
    let reducer: Reducer<RenameWithoutHint.ViewModel>

    // MARK: - Lifecycle

    init(state: RenameWithoutHint.ViewState, reducer: Reducer<RenameWithoutHint.ViewModel>) {
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
    RenameWithoutHint.preview(input: .init())
}
