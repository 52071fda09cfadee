import Foundation

// MARK: - Input

struct UserAndSpecAddCaseInput: Sendable {
}

// MARK: - Output

nonisolated struct UserAndSpecAddCaseOutput: Sendable {
}
