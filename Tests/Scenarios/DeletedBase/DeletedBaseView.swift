import SwiftUI

@MainActor
struct DeletedBaseView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: DeletedBase.ViewState
    let reducer: Reducer<DeletedBase.ViewModel>

    // MARK: - Lifecycle

    init(state: DeletedBase.ViewState, reducer: Reducer<DeletedBase.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    private var debugTitle: String {
        "\(Self.self)"
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
    DeletedBase.preview(input: .init())
}
