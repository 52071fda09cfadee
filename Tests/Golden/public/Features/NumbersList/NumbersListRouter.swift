import UIKit

public final class NumbersListRouter: RouterProtocol {
    // MARK: - Properties

    public weak var parentViewController: UIViewController?
    public weak var reducer: Reducer<NumbersList.ViewModel>?

    // MARK: - Lifecycle

    public init() {}
}
