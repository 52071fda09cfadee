import Foundation
import SwiftUI

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
