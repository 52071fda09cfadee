import Foundation

// MARK: - Input

struct NumbersListInput: Sendable {
}

// MARK: - Output

nonisolated struct NumbersListOutput: Sendable {
    let numbersDownloaded: @Sendable () -> Void
}
