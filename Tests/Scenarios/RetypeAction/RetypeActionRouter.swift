import UIKit

final class RetypeActionRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<RetypeAction.ViewModel>?

    // MARK: - Lifecycle

    init() {}
}
