import SwiftUI

/// A part of NewsListView.
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
