import SwiftUI
import UIKit

/// Where ImagePreview navigates: the screens it pushes or presents, and its alerts.
public struct ImagePreviewNavigationState: VSURFPresenting, VSURFAlerting, VSURFConfirming {
    // MARK: - Nested Types

    public enum Destination {
        case descriptionImage(image: UIImage)
    }

    public enum Alert {
        case alert(title: String, message: String)
        case deleteImage
    }

    public enum ConfirmationDialog {
        case shareImage
    }

    // MARK: - Properties

    public var path = NavigationPath()
    public var presented: Destination?
    public var alert: Alert?
    public var confirmationDialog: ConfirmationDialog?

    public init() {}
}
