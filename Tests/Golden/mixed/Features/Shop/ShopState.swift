import Foundation
import Observation
import SwiftUI

@Observable
final class ShopState: ViewStateProtocol {
    // MARK: - Properties

    var itemCount: Int
    var title: String
    var mode: Mode

    // MARK: - Lifecycle

    init(input: Shop.Input?) {
        itemCount = 0
        title = ""
        mode = .list
    }
}

// MARK: - Nested Types

extension Shop.ViewState {
    enum Mode: Hashable, Sendable {
        case list
        case grid
    }
}
