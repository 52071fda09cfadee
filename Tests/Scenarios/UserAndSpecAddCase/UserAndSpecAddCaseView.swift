import SwiftUI

@MainActor
struct UserAndSpecAddCaseView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: UserAndSpecAddCase.ViewState
    let reducer: Reducer<UserAndSpecAddCase.ViewModel>

    // MARK: - Lifecycle

    init(state: UserAndSpecAddCase.ViewState, reducer: Reducer<UserAndSpecAddCase.ViewModel>) {
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
    UserAndSpecAddCase.preview(input: .init())
}
