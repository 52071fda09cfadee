import Foundation
import UIKit

// MARK: - Input

public struct DescriptionImageInput: Sendable {
    public let image: UIImage

    public init(
        image: UIImage
    ) {
        self.image = image
    }
}

// MARK: - Output

public nonisolated struct DescriptionImageOutput: Sendable {
    public init() {}
}
