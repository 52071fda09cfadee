import SwiftUI
import UIKit

/// Where ImagePreview navigates: the screens it pushes or presents, and its alerts.
struct ImagePreviewNavigationState: VSURFPresenting, VSURFAlerting, VSURFConfirming {
    // MARK: - Nested Types

    enum Destination {
        case descriptionImage(image: UIImage)
    }

    enum Alert {
        case alert(title: String, message: String)
        case deleteImage
    }

    enum ConfirmationDialog {
        case shareImage
    }

    // MARK: - Properties

    var path = NavigationPath()
    /// The screens of the path that are not this module's to pop: set while it is pushed on its
    /// opener's stack.
    var rootDepth = 0
    var presented: VSURFScreen<Destination>?
    var alert: Alert?
    var confirmationDialog: ConfirmationDialog?
}
