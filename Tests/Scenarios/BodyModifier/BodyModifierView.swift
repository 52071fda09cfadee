import SwiftUI

@MainActor
struct BodyModifierView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: BodyModifier.ViewState
    let reducer: Reducer<BodyModifier.ViewModel>
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Lifecycle

    init(state: BodyModifier.ViewState, reducer: Reducer<BodyModifier.ViewModel>) {
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
                .padding()
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            reducer(.onAppear)
        }
    }

    // MARK: - Subviews

    private var bodyModifierRow: some View {
        BodyModifierRow(
            state: state.bodyModifierRow,
            onAction: { reducer(.onBodyModifierRowAction($0)) }
        )
    }
}

// MARK: - Preview

#Preview {
    BodyModifier.preview(input: .init())
}
