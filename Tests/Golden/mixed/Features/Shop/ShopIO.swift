import Foundation

// MARK: - Input

struct ShopInput: Sendable {
}

// MARK: - Output

struct ShopOutput: Sendable {
}
