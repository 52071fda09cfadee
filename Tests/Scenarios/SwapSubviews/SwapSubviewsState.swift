import Combine
import Foundation
import SwiftUI

final class SwapSubviewsState: ViewStateProtocol {
    // MARK: - Properties

    @Published var title: String

    // MARK: - Subviews

    var swapSecond: SwapSecond.ViewState {
        .init(
            title: title
        )
    }

    var debugName: String {
        String(describing: Self.self)
    }

    // MARK: - Lifecycle

    init(input: SwapSubviews.Input?) {
        title = ""
    }
}
