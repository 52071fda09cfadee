import UIKit

final class MinimalRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<Minimal.ViewModel>?

    // MARK: - Lifecycle

    init() {}
}
