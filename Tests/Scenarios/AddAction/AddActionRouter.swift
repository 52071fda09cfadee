import UIKit

final class AddActionRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<AddAction.ViewModel>?

    // MARK: - Lifecycle

    init() {}
}
