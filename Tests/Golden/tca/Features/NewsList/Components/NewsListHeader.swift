import ComposableArchitecture
import SwiftUI

struct NewsListHeaderView: View {
    var body: some View {
        Text("NewsListHeader")
    }
}

// MARK: - Preview

#Preview {
    NewsListHeaderView()
}
