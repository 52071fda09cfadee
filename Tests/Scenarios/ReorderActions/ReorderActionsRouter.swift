import UIKit

final class ReorderActionsRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?

    // MARK: - Lifecycle

    init() {}

    var isPresenting: Bool {
        parentViewController?.presentedViewController != nil
    }
}
