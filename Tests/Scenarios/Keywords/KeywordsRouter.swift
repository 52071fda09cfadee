import UIKit

final class KeywordsRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<Keywords.ViewModel>?

    // MARK: - Lifecycle

    init() {}

    // MARK: - Routes

    func `continue`() {
    }
}
