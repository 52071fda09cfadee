import Foundation

// MARK: - Input

struct CatalogInput: Sendable {
}

// MARK: - Output

struct CatalogOutput: Sendable {
}
