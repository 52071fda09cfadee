import Foundation

// MARK: - Input

struct CRLFFilesInput: Sendable {
}

// MARK: - Output

/// What the feature tells its parent.

nonisolated struct CRLFFilesOutput: Sendable {
}
