import Foundation

// MARK: - Input

struct ScoreboardInput: Sendable {
    let title: String

    init(
        title: String
    ) {
        self.title = title
    }
}

// MARK: - Output

nonisolated struct ScoreboardOutput: Sendable {
    init() {}
}
