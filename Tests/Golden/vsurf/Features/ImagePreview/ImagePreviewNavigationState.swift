import SwiftUI
import UIKit

/// Where ImagePreview navigates: the screens it pushes or presents, and its alerts.
struct ImagePreviewNavigationState: VSURFNavigating {
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
    var presented: Destination?
    var alert: Alert?
    var confirmationDialog: ConfirmationDialog?

    init() {}

    // MARK: - Confirmation Dialogs

    /// Shows the confirmation dialog, which the ViewGroup shows with its buttons.
    mutating func show(confirmationDialog: ConfirmationDialog) {
        self.confirmationDialog = confirmationDialog
    }

    /// Whether a confirmation dialog is shown: SwiftUI's binding, which closes it.
    var isConfirmationDialogShown: Bool {
        get { confirmationDialog != nil }
        set { if !newValue { confirmationDialog = nil } }
    }
}
