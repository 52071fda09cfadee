import Foundation
import UIKit

// MARK: - Input

struct ImagePreviewInput: Sendable {
    let imageURL: URL
}

// MARK: - Output

nonisolated struct ImagePreviewOutput: Sendable {
}
