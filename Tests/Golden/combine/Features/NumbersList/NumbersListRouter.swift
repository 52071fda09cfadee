import UIKit

final class NumbersListRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<NumbersList.ViewModel>?

    // MARK: - Lifecycle

    init() {}
}
