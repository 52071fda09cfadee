import UIKit

final class AddRouteRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<AddRoute.ViewModel>?

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
