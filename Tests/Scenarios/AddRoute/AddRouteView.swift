import SwiftUI

@MainActor
struct AddRouteView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: AddRoute.ViewState
    let reducer: Reducer<AddRoute.ViewModel>

    // MARK: - Lifecycle

    init(state: AddRoute.ViewState, reducer: Reducer<AddRoute.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    var body: some View {
        VStack {
            Button("Close") {
                reducer(.close)
            }
        }
    }
}

// MARK: - Preview

#Preview {
    AddRoute.preview(input: .init())
}
