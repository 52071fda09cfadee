import Foundation

// MARK: - Input

public struct ProductCardInput: Sendable {
    public let article: String

    public init(
        article: String
    ) {
        self.article = article
    }
}

// MARK: - Output

public nonisolated struct ProductCardOutput: Sendable {
    public let didChangeLike: @Sendable (_ productId: UUID, _ isLiked: Bool) -> Void

    public init(
        didChangeLike: @escaping @Sendable (_ productId: UUID, _ isLiked: Bool) -> Void
    ) {
        self.didChangeLike = didChangeLike
    }
}
