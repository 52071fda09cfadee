import ComposableArchitecture
import SwiftUI

struct DownloadsView: View {
    // MARK: - Properties

    let store: StoreOf<Downloads>

    // MARK: - Body

    var body: some View {
        VStack {
            statusBadge
            itemList
            selectionLabel
            progressBar
        }
        .onAppear {
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
