import UIKit

final class RenameEverythingRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<RenameEverything.ViewModel>?

    // MARK: - Lifecycle

    init() {}

    var isPresenting: Bool {
        parentViewController?.presentedViewController != nil
    }

    // MARK: - Routes

    func openSupport() {
        print("help")
    }
}
