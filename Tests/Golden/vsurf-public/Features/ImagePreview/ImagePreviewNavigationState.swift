import SwiftUI
import UIKit

/// Where ImagePreview navigates: the screens it pushes or presents, and its alerts.
public struct ImagePreviewNavigationState: VSURFNavigating {
    // MARK: - Nested Types

    public enum Destination {
        case descriptionImage(image: UIImage)
    }

    public enum Alert {
        case alert(title: String, message: String)
        case deleteImage
        case shareImage
    }

    // MARK: - Properties

    public var path = NavigationPath()
    public var presented: Destination?
    public var alert: Alert?

    public init() {}
}
