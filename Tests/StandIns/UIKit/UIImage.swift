/// UIImage is `@unchecked Sendable` in the iOS SDK (images are immutable).
open class UIImage: @unchecked Sendable {
    public init() {}

    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
    }
}
