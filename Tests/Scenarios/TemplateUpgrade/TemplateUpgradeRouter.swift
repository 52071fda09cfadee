import UIKit

final class TemplateUpgradeRouter: RouterProtocol {
    // MARK: - Properties

    weak var parentViewController: UIViewController?
    weak var reducer: Reducer<TemplateUpgrade.ViewModel>?

    // MARK: - Lifecycle

    init() {}
}
