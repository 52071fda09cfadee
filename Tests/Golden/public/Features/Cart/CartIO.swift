import Foundation

// MARK: - Input

public struct CartInput: Sendable {
    public init() {}
}

// MARK: - Output

public nonisolated struct CartOutput: Sendable {
    public let didBuy: @Sendable (_ itemCount: Int) -> Void

    public init(
        didBuy: @escaping @Sendable (_ itemCount: Int) -> Void
    ) {
        self.didBuy = didBuy
    }
}
