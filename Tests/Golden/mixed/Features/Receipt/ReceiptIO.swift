import Foundation

// MARK: - Input

struct ReceiptInput: Sendable {
    let orderId: String
}

// MARK: - Output

struct ReceiptOutput: Sendable {
    let didClose: @Sendable () -> Void
}
