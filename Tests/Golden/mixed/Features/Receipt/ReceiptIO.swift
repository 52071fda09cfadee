import Foundation

// MARK: - Input

struct ReceiptInput: Sendable {
    let orderId: String
}

// MARK: - Output

nonisolated struct ReceiptOutput: Sendable {
    let didClose: @Sendable () -> Void
}
