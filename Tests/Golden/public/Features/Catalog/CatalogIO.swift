import Foundation

// MARK: - Input

public struct CatalogInput: Sendable {
    public init() {}
}

// MARK: - Output

public struct CatalogOutput: Sendable {
    public init() {}
}
