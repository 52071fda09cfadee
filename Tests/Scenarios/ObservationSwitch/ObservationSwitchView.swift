import SwiftUI

@MainActor
struct ObservationSwitchView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: ObservationSwitch.ViewState
    let reducer: Reducer<ObservationSwitch.ViewModel>

    // MARK: - Lifecycle

    init(state: ObservationSwitch.ViewState, reducer: Reducer<ObservationSwitch.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    private var debugTitle: String {
        "\(Self.self)"
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text(state.title)
            Text("Count: \(state.count)")
            Button("Load") {
                reducer(.load)
            }
        }
    }
}

// MARK: - Preview

#Preview {
    ObservationSwitch.preview(input: .init())
}
