import Foundation

// MARK: - Input

struct CatalogInput: Sendable {
}

// MARK: - Output

nonisolated struct CatalogOutput: Sendable {
}
