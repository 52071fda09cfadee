@MainActor @preconcurrency
open class UIAlertAction {
    public enum Style: Int, Sendable {
        case `default`
        case cancel
        case destructive
    }

    public let title: String?
    public let style: Style
    /// What a tap runs; UIKit keeps this private, the stand-in's tests call it.
    public let _handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        _handler = handler
    }
}

@MainActor @preconcurrency
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet
        case alert
    }

    open var message: String?
    open var title: String?
    public let preferredStyle: UIAlertController.Style
    open private(set) var actions: [UIAlertAction] = []

    public required init?(coder: NSCoder) {
        return nil
    }

    public init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
    }

    /// The stand-in shows action sheets as iPad does, in a popover, so tests can check that a
    /// router anchors them.
    open override var popoverPresentationController: UIPopoverPresentationController? {
        preferredStyle == .actionSheet ? popover : nil
    }
    private let popover = UIPopoverPresentationController()

    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }
}
