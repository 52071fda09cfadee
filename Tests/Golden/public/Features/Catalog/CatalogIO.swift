import Foundation

// MARK: - Input

public struct CatalogInput: Sendable {
    public init() {}
}

// MARK: - Output

public nonisolated struct CatalogOutput: Sendable {
    public init() {}
}
