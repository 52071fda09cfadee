/// UIImage is `@unchecked Sendable` in the iOS SDK (images are immutable).
open class UIImage: @unchecked Sendable {
    public init() {}

    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
    }
}

/// UIImage is an NSObject, and NSObject is Equatable (by `isEqual(_:)`, identity by default).
extension UIImage: Equatable {
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool {
        lhs === rhs
    }
}
