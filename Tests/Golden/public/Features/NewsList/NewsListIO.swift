import Foundation

// MARK: - Input

public struct NewsListInput: Sendable {
    public init() {}
}

// MARK: - Output

public nonisolated struct NewsListOutput: Sendable {
    public init() {}
}
