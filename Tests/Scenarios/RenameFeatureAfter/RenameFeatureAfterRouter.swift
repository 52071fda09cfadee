import UIKit

final class RenameFeatureAfterRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?

    // MARK: - Lifecycle

    init() {}

    var isPresenting: Bool {
        parentViewController?.presentedViewController != nil
    }
}
