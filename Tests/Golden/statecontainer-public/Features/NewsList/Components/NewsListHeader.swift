import SwiftUI

/// A part of NewsListView.
public struct NewsListHeader: View {
    public init() {}

    // MARK: - Body

    public var body: some View {
        Text("NewsListHeader")
    }
}

// MARK: - Preview

#Preview {
    NewsListHeader()
}
