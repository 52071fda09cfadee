import UIKit

final class UserAndSpecAddCaseRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<UserAndSpecAddCase.ViewModel>?

    // MARK: - Lifecycle

    init() {}
}
