import UIKit

final class MinimalRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?

    // MARK: - Lifecycle

    init() {}
}
