import Foundation

// MARK: - Input

struct ProductCardInput: Sendable {
    let article: String

    init(
        article: String
    ) {
        self.article = article
    }
}

// MARK: - Output

nonisolated struct ProductCardOutput: Sendable {
    let didChangeLike: @Sendable (_ productId: UUID, _ isLiked: Bool) -> Void

    init(
        didChangeLike: @escaping @Sendable (_ productId: UUID, _ isLiked: Bool) -> Void
    ) {
        self.didChangeLike = didChangeLike
    }
}
