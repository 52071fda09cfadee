import UIKit

final class AccessSwitchRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?

    // MARK: - Lifecycle

    init() {}
}
