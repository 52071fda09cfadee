import UIKit

final class AddRouteRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?

    // MARK: - Lifecycle

    init() {}

    var isPresenting: Bool {
        parentViewController?.presentedViewController != nil
    }

    // MARK: - Routes

    func openHelp() {
        parentViewController?.present(UIViewController(), animated: true)
    }

    func close() {
    }
}
