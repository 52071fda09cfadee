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
    /// The screens of the path that are not this module's to pop: set while it is pushed on its
    /// opener's stack.
    public var rootDepth = 0
    public var presented: VSURFScreen<Destination>?
    public var alert: Alert?
    public var confirmationDialog: ConfirmationDialog?

    public init() {}
}
