import SwiftUI

@MainActor
struct ReorderRoutesView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: ReorderRoutes.ViewState
    let reducer: Reducer<ReorderRoutes.ViewModel>

    // MARK: - Lifecycle

    init(state: ReorderRoutes.ViewState, reducer: Reducer<ReorderRoutes.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    private var debugTitle: String {
        "\(Self.self)"
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Button("Load") {
                reducer(.load)
            }
        }
    }
}

// MARK: - Preview

#Preview {
    ReorderRoutes.preview(input: .init())
}
