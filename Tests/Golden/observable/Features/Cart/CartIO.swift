import Foundation

// MARK: - Input

struct CartInput: Sendable {
}

// MARK: - Output

nonisolated struct CartOutput: Sendable {
    let didBuy: @Sendable (_ itemCount: Int) -> Void
}
