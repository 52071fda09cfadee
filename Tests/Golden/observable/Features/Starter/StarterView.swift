import SwiftUI

@MainActor
struct StarterView: View, ViewProtocol {
    // MARK: - Properties

    @Bindable var state: Starter.ViewState
    let reducer: Reducer<Starter.ViewModel>

    // MARK: - Lifecycle

    init(state: Starter.ViewState, reducer: Reducer<Starter.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    var body: some View {
        VStack {
            starterHeader
            Button("Dismiss") {
                reducer(.dismiss)
            }
        }
        .onAppear { reducer(.viewDidLoad) }
    }

    // MARK: - Subviews

    private var starterHeader: some View {
        StarterHeader(
            state: state.starterHeader,
            onAction: { reducer(.onStarterHeaderAction($0)) }
        )
    }
}

// MARK: - Preview

#Preview {
    Starter.preview(input: .init(title: ""))
}
