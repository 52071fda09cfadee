import Foundation

// MARK: - Input

struct CRLFFilesInput: Sendable {
}

// MARK: - Output

/// What the feature tells its parent.

struct CRLFFilesOutput: Sendable {
}
