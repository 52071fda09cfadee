import Foundation

// MARK: - Input

public struct StarterInput: Sendable {
    public let title: String

    public init(
        title: String
    ) {
        self.title = title
    }
}

// MARK: - Output

public nonisolated struct StarterOutput: Sendable {
    public let didFinish: @Sendable () -> Void

    public init(
        didFinish: @escaping @Sendable () -> Void
    ) {
        self.didFinish = didFinish
    }
}
