import UIKit

final class RenameWithoutHintRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<RenameWithoutHint.ViewModel>?

    // MARK: - Lifecycle

    init() {}
}
