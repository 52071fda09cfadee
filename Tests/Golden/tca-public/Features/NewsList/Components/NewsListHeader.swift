import ComposableArchitecture
import SwiftUI

public struct NewsListHeaderView: View {
    public init() {}

    public var body: some View {
        Text("NewsListHeader")
    }
}

// MARK: - Preview

#Preview {
    NewsListHeaderView()
}
