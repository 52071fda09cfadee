import Foundation
import UIKit

// MARK: - Input

public struct ImagePreviewInput: Sendable {
    public let imageURL: URL

    public init(
        imageURL: URL
    ) {
        self.imageURL = imageURL
    }
}

// MARK: - Output

public nonisolated struct ImagePreviewOutput: Sendable {
    public init() {}
}
