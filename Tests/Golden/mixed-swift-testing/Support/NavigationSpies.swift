@testable import GoldenMixed
import UIKit

/// A screen that records what is presented on it and how often it is dismissed, instead of
/// showing anything: what a router's routes do, seen by a test.
final class ScreenSpy: UIViewController {
    private(set) var presented: [UIViewController] = []
    private(set) var dismissals = 0

    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presented.append(viewControllerToPresent)
        completion?()
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissals += 1
        completion?()
    }
}

/// A navigation controller that records what is pushed onto it and popped from it.
final class NavigationSpy: UINavigationController {
    private(set) var pushed: [UIViewController] = []
    private(set) var pops = 0

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        pushed.append(viewController)
        super.pushViewController(viewController, animated: false)
    }

    override func popViewController(animated: Bool) -> UIViewController? {
        pops += 1
        return super.popViewController(animated: false)
    }
}
