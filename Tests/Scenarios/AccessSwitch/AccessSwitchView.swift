import SwiftUI

@MainActor
struct AccessSwitchView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: AccessSwitch.ViewState
    let reducer: Reducer<AccessSwitch.ViewModel>

    // MARK: - Lifecycle

    init(state: AccessSwitch.ViewState, reducer: Reducer<AccessSwitch.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Text(state.title)
            Button("Load") {
                reducer(.load)
            }
        }
    }
}

// MARK: - Preview

#Preview {
    AccessSwitch.preview(input: .init(title: ""))
}
