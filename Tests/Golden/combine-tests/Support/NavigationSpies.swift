@testable import GoldenCombine
import Foundation
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

/// The actions a reducer was sent, in order (`Reducer(viewModel:observer:)`): what reached a
/// view model, the results of the screens its router opened among them.
final class ActionSpy<Action: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Action] = []

    var sent: [Action] { lock.withLock { recorded } }

    func record(_ action: Action) {
        lock.withLock { recorded.append(action) }
    }
}
