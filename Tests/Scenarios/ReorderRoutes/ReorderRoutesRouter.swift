import UIKit

final class ReorderRoutesRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<ReorderRoutes.ViewModel>?

    // MARK: - Lifecycle

    init() {}

    var isPresenting: Bool {
        parentViewController?.presentedViewController != nil
    }

    // MARK: - Routes

    func openFAQ() {
        parentViewController?.present(UIViewController(), animated: true)
    }

    func openProfile() {
    }
}
