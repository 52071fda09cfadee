import Foundation
import Observation
import SwiftUI

@Observable
final class ReceiptState: ViewStateProtocol {
    // MARK: - Properties

    var orderId: String
    var lines: [Line]

    // MARK: - Lifecycle

    init(input: Receipt.Input?) {
        orderId = input?.orderId ?? ""
        lines = []
    }
}

// MARK: - Nested Types

extension Receipt.ViewState {
    struct Line: Equatable, Sendable {
        var id: Int
        var text: String
    }
}
