import UIKit

final class AccessSwitchRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<AccessSwitch.ViewModel>?

    // MARK: - Lifecycle

    init() {}
}
