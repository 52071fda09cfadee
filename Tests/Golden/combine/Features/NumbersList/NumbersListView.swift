import SwiftUI

@MainActor
struct NumbersListView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: NumbersList.ViewState
    let reducer: Reducer<NumbersList.ViewModel>
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Lifecycle

    init(state: NumbersList.ViewState, reducer: Reducer<NumbersList.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    var body: some View {
        VStack {
            numbersContent
            Button("Retry") {
                reducer(.retry)
            }
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            reducer(.onAppear)
        }
    }

    // MARK: - Subviews

    private var numbersContent: some View {
        NumbersContent(
            state: state.numbersContent,
            onAction: { reducer(.onNumbersContentAction($0)) }
        )
    }
}

// MARK: - Preview

#Preview {
    NumbersList.preview(input: .init(), numbers: PreviewNumbersClient())
}
