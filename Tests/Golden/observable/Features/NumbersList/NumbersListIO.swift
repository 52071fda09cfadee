import Foundation

// MARK: - Input

struct NumbersListInput: Sendable {
}

// MARK: - Output

struct NumbersListOutput: Sendable {
    let numbersDownloaded: @Sendable () -> Void
}
