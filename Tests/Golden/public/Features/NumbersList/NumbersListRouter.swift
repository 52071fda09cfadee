import UIKit

public final class NumbersListRouter: RouterProtocol {
    // MARK: - Properties

    public weak var parentViewController: UIViewController?

    // MARK: - Lifecycle

    public init() {}
}
