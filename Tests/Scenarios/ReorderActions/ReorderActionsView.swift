import SwiftUI

@MainActor
struct ReorderActionsView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: ReorderActions.ViewState
    let reducer: Reducer<ReorderActions.ViewModel>

    // MARK: - Lifecycle

    init(state: ReorderActions.ViewState, reducer: Reducer<ReorderActions.ViewModel>) {
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
            Button("Save") {
                reducer(.save)
            }
            Button("Load") {
                reducer(.load)
            }
        }
    }
}

// MARK: - Preview

#Preview {
    ReorderActions.preview(input: .init())
}
