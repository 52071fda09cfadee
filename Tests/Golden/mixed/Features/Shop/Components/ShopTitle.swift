import Foundation
import SwiftUI

struct ShopTitle: View {
    // MARK: - Properties

    let title: String

    // MARK: - Body

    var body: some View {
        Text("ShopTitle")
    }
}

// MARK: - Preview

#Preview {
    ShopTitle(
        title: ""
    )
}
