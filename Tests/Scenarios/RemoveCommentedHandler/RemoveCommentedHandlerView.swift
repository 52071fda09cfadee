import SwiftUI

@MainActor
struct RemoveCommentedHandlerView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: RemoveCommentedHandler.ViewState
    let reducer: Reducer<RemoveCommentedHandler.ViewModel>

    // MARK: - Lifecycle

    init(state: RemoveCommentedHandler.ViewState, reducer: Reducer<RemoveCommentedHandler.ViewModel>) {
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
    RemoveCommentedHandler.preview(input: .init())
}
