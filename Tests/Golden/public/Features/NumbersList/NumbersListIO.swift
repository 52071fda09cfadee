import Foundation

// MARK: - Input

public struct NumbersListInput: Sendable {
    public init() {}
}

// MARK: - Output

public nonisolated struct NumbersListOutput: Sendable {
    public let numbersDownloaded: @Sendable () -> Void

    public init(
        numbersDownloaded: @escaping @Sendable () -> Void
    ) {
        self.numbersDownloaded = numbersDownloaded
    }
}
