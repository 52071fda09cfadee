import Foundation

// MARK: - Input

struct DescriptionImageInput: Sendable {
    let image: UIImage
}

// MARK: - Output

struct DescriptionImageOutput: Sendable {
}
