import Foundation
import Observation
import SwiftUI

@Observable
final class ReceiptState: ViewStateProtocol {
    // MARK: - Properties

    var orderId: String

    // MARK: - Lifecycle

    init(input: Receipt.Input?) {
        orderId = input?.orderId ?? ""
    }
}
