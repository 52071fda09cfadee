import UIKit

final class RemoveCommentedHandlerRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<RemoveCommentedHandler.ViewModel>?

    // MARK: - Lifecycle

    init() {}

    var isPresenting: Bool {
        parentViewController?.presentedViewController != nil
    }
}
