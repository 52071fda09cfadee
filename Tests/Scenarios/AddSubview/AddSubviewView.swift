import SwiftUI

@MainActor
struct AddSubviewView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: AddSubview.ViewState
    let reducer: Reducer<AddSubview.ViewModel>
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Lifecycle

    init(state: AddSubview.ViewState, reducer: Reducer<AddSubview.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    var body: some View {
        // The header goes first.
        VStack {
            Text(state.title)
            addSubviewFooter
            addSubviewHeader
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            reducer(.onAppear)
        }
    }

    // MARK: - Subviews

    private var addSubviewFooter: some View {
        AddSubviewFooter(
            state: state.addSubviewFooter,
            onAction: { reducer(.onAddSubviewFooterAction($0)) }
        )
    }

    private var addSubviewHeader: some View {
        AddSubviewHeader(
            state: state.addSubviewHeader,
            onAction: { reducer(.onAddSubviewHeaderAction($0)) }
        )
    }
}

// MARK: - Preview

#Preview {
    AddSubview.preview(input: .init())
}
