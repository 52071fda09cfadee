import UIKit

final class RenameEverythingRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?

    // MARK: - Lifecycle

    init() {}

    var isPresenting: Bool {
        parentViewController?.presentedViewController != nil
    }

    // MARK: - Routes

    func openSupport() {
        print("help")
    }
}
