import UIKit

final class AddFieldRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<AddField.ViewModel>?

    // MARK: - Lifecycle

    init() {}
}
