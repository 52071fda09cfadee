import SwiftUI

@MainActor
struct StarterView: View, ViewProtocol {
    // MARK: - Properties

    @Bindable var state: Starter.ViewState
    let reducer: Reducer<Starter.ViewModel>
    /// Set on the first appearance: `viewDidLoad` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

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
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            reducer(.viewDidLoad)
        }
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
