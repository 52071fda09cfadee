import SwiftUI

@MainActor
struct RenameEverythingView: View, ViewProtocol {
    // MARK: - Properties

    @ObservedObject var state: RenameEverything.ViewState
    let reducer: Reducer<RenameEverything.ViewModel>

    // MARK: - Lifecycle

    init(state: RenameEverything.ViewState, reducer: Reducer<RenameEverything.ViewModel>) {
        self.state = state
        self.reducer = reducer
    }

    private var debugTitle: String {
        "\(Self.self)"
    }

    // MARK: - Body

    var body: some View {
        VStack {
            renameFooter
            Button("Reload") {
                reducer(.reload)
            }
        }
    }

    // MARK: - Subviews

    private var renameFooter: some View {
        RenameFooter(
            state: state.renameFooter,
            onAction: { reducer(.onRenameFooterAction($0)) }
        )
    }
}

// MARK: - Preview

#Preview {
    RenameEverything.preview(input: .init())
}
