import Foundation

// MARK: - Input

struct UserAndSpecAddCaseInput: Sendable {
}

// MARK: - Output

struct UserAndSpecAddCaseOutput: Sendable {
}
