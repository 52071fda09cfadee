// Stand-in for the part of UIKit that featuregen's templates use, declared as the iOS 18
// SDK declares it: the classes are main-actor isolated, `popViewController` discards its
// result. Bodies keep just enough state (navigation stack, presented controller) for tests
// to observe what a router did.
@_exported import Foundation

@MainActor @preconcurrency
open class UIResponder {
    public init() {}
}

@MainActor @preconcurrency
open class UIView: UIResponder {
    open var bounds: CGRect = .zero

    public override init() {
        super.init()
    }
}

/// Where a popover points: the view and the rectangle in it, and the arrow's directions.
@MainActor @preconcurrency
open class UIPopoverPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
}

public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let any: UIPopoverArrowDirection = [.up, .down]
}

@MainActor @preconcurrency
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Whether `viewDidLoad` has run: the stand-in has no view, so `loadViewIfNeeded()` (or a
    /// test) stands for the system loading it.
    public private(set) var isViewLoaded = false

    /// Tests: what SwiftUI keeps beside a controller it hosts (a representable's coordinator).
    public var _keptForTesting: Any?

    open func viewDidLoad() {}

    open func viewDidDisappear(_ animated: Bool) {}

    open func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }

    /// The controller's view. UIKit loads it on first use; the stand-in's has only bounds, and
    /// reading it does not run `viewDidLoad` (tests load views themselves).
    open var view: UIView! {
        get {
            if loadedView == nil { loadedView = UIView() }
            return loadedView
        }
        set { loadedView = newValue }
    }
    private var loadedView: UIView?

    /// Set for a controller UIKit shows as a popover: an action sheet on iPad.
    open var popoverPresentationController: UIPopoverPresentationController? { nil }

    open internal(set) var navigationController: UINavigationController?
    open internal(set) var presentedViewController: UIViewController?
    open internal(set) weak var presentingViewController: UIViewController?

    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }

    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenting = presentingViewController {
            presenting.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }
}

@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    open var viewControllers: [UIViewController] = [] {
        didSet {
            for controller in viewControllers { controller.navigationController = self }
        }
    }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        rootViewController.navigationController = self  // didSet does not run inside init
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        popped.navigationController = nil
        return popped
    }

    open var topViewController: UIViewController? {
        viewControllers.last
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeLast(popped.count)
        for controller in popped { controller.navigationController = nil }
        return popped
    }
}
