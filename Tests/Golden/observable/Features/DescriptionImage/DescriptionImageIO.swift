import Foundation
import UIKit

// MARK: - Input

struct DescriptionImageInput: Sendable {
    let image: UIImage
}

// MARK: - Output

nonisolated struct DescriptionImageOutput: Sendable {
}
