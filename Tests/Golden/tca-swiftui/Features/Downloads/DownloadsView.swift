import ComposableArchitecture
import SwiftUI

struct DownloadsView: View {
    // MARK: - Properties

    let store: StoreOf<Downloads>
    /// Set on the first appearance: `onAppear` is sent then, not each time the screen shows again.
    @State private var hasAppeared = false

    // MARK: - Body

    var body: some View {
        VStack {
            statusBadge
            itemList
            selectionLabel
            progressBar
        }
        .onAppear {
            guard !hasAppeared else { return }
            hasAppeared = true
            store.send(.onAppear)
        }
    }

    // MARK: - Subviews

    private var statusBadge: some View {
        StatusBadgeView(store: store.scope(\.statusBadge, action: \.statusBadge))
    }

    private var itemList: some View {
        ItemListView(store: store.scope(\.itemList, action: \.itemList))
    }

    private var selectionLabel: some View {
        SelectionLabelView(store: store.scope(\.selectionLabel, action: \.selectionLabel))
    }

    private var progressBar: some View {
        ProgressBarView(store: store.scope(\.progressBar, action: \.progressBar))
    }
}

// MARK: - Preview

#Preview {
    DownloadsView(store: Store(initialState: Downloads.State()) {
        Downloads()
    })
}
