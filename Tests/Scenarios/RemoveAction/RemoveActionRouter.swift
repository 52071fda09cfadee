import UIKit

final class RemoveActionRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<RemoveAction.ViewModel>?

    // MARK: - Lifecycle

    init() {}
}
