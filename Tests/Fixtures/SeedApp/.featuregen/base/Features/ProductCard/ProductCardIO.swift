import Foundation

// MARK: - Input

struct ProductCardInput: Sendable {
    let article: String
}

// MARK: - Output

struct ProductCardOutput: Sendable {
    let didChangeLike: @Sendable (_ productId: UUID, _ isLiked: Bool) -> Void
}
