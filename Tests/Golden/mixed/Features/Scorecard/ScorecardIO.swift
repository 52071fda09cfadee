import Foundation

// MARK: - Input

struct ScorecardInput: Sendable {
    let player: String
}

// MARK: - Output

nonisolated struct ScorecardOutput: Sendable {
    let didFinish: @Sendable (_ points: Int) -> Void
}
