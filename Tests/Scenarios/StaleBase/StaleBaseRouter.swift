import UIKit

final class StaleBaseRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<StaleBase.ViewModel>?

    // MARK: - Lifecycle

    init() {}

    var isPresenting: Bool {
        parentViewController?.presentedViewController != nil
    }
}
