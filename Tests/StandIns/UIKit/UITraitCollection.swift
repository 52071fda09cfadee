/// Light or dark, as a trait collection carries it.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified
    case light
    case dark
}

/// The traits a view is drawn with; snapshot tests draw a view in each style they name
/// (`UITraitCollection(userInterfaceStyle: .dark)`).
open class UITraitCollection: @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle

    public init() {
        userInterfaceStyle = .unspecified
    }

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }
}
