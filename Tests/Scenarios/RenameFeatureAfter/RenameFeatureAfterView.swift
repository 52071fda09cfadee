import SwiftUI

@MainActor
struct RenameFeatureAfterView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: RenameFeatureAfter.ViewState
    let reducer: Reducer<RenameFeatureAfter.ViewModel>

    // MARK: - Lifecycle

    init(state: RenameFeatureAfter.ViewState, reducer: Reducer<RenameFeatureAfter.ViewModel>) {
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
    RenameFeatureAfter.preview(input: .init())
}
