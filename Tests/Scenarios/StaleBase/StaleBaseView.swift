import SwiftUI

@MainActor
struct StaleBaseView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: StaleBase.ViewState
    let reducer: Reducer<StaleBase.ViewModel>

    // MARK: - Lifecycle

    init(state: StaleBase.ViewState, reducer: Reducer<StaleBase.ViewModel>) {
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
            Text(state.title)
            Button("Load") {
                reducer(.load)
            }
            Button("Refresh") {
                reducer(.refresh)
            }
            Button("Close") {
                reducer(.close)
            }
        }
    }
}

// MARK: - Preview

#Preview {
    StaleBase.preview(input: .init())
}
