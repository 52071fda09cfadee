import UIKit

final class ScorecardRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<Scorecard.ViewModel>?

    // MARK: - Lifecycle

    init() {}

    // MARK: - Routes

    func dismiss() {
        if let navigationController = parentViewController?.navigationController,
           navigationController.viewControllers.count > 1 {
            navigationController.popViewController(animated: true)
        } else {
            parentViewController?.dismiss(animated: true)
        }
    }
}
