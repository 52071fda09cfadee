import Foundation

// MARK: - Input

struct KeywordsInput: Sendable {
    let `class`: String
}

// MARK: - Output

nonisolated struct KeywordsOutput: Sendable {
    let `return`: @Sendable (_ `for`: Int) -> Void
}
