import SwiftUI

@MainActor
struct PreImplementedView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: PreImplemented.ViewState
    let reducer: Reducer<PreImplemented.ViewModel>

    // MARK: - Lifecycle

    init(state: PreImplemented.ViewState, reducer: Reducer<PreImplemented.ViewModel>) {
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
            Button("Refresh") {
                reducer(.refresh)
            }
        }
    }
}

// MARK: - Preview

#Preview {
    PreImplemented.preview(input: .init())
}
