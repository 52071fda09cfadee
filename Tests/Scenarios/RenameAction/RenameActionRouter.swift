import UIKit

final class RenameActionRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<RenameAction.ViewModel>?

    // MARK: - Lifecycle

    init() {}
}
