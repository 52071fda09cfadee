import Foundation
import SwiftUI

struct ShopTitle: View {
    // MARK: - Constants

    /// Values the subview reads as `Constant.name`.
    enum Constant {
        static let maxLines: Int = 2
    }

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
