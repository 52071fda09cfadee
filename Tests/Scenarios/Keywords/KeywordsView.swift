import SwiftUI

@MainActor
struct KeywordsView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: Keywords.ViewState
    let reducer: Reducer<Keywords.ViewModel>

    // MARK: - Lifecycle

    init(state: Keywords.ViewState, reducer: Reducer<Keywords.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    // MARK: - Body

    var body: some View {
        VStack {
            keywordsRow
            Button("Default") {
                reducer(.`default`)
            }
            Button("Guard") {
                reducer(.`guard`)
            }
        }
    }

    // MARK: - Subviews

    private var keywordsRow: some View {
        KeywordsRow(
            state: state.keywordsRow,
            onAction: { reducer(.onKeywordsRowAction($0)) }
        )
    }
}

// MARK: - Preview

#Preview {
    Keywords.preview(input: .init(class: ""))
}
