import Foundation

// MARK: - Input

struct StarterInput: Sendable {
    let title: String
}

// MARK: - Output

nonisolated struct StarterOutput: Sendable {
    let didFinish: @Sendable () -> Void
}
