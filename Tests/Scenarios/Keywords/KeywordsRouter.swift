import UIKit

final class KeywordsRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?

    // MARK: - Lifecycle

    init() {}

    // MARK: - Routes

    func `continue`() {
    }
}
