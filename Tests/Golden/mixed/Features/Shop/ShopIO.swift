import Foundation

// MARK: - Input

struct ShopInput: Sendable {
}

// MARK: - Output

nonisolated struct ShopOutput: Sendable {
}
