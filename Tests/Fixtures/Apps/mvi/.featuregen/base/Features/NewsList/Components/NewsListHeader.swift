import SwiftUI

/// A custom element of NewsListView.
struct NewsListHeader: View {
    // MARK: - Body

    var body: some View {
        Text("NewsListHeader")
    }
}

// MARK: - Preview

#Preview {
    NewsListHeader()
}
