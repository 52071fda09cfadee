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

    // MARK: - Confirmation Dialogs

    /// Shows the confirmation dialog, which the ViewGroup shows with its buttons.
    public mutating func show(confirmationDialog: ConfirmationDialog) {
        self.confirmationDialog = confirmationDialog
    }

    /// Whether a confirmation dialog is shown: SwiftUI's binding, which closes it.
    public var isConfirmationDialogShown: Bool {
        get { confirmationDialog != nil }
        set { if !newValue { confirmationDialog = nil } }
    }
}
