// The tca fixture app (Tests/Fixtures/Apps/tca, a featuregen project): Catalog is a navigation
// stack's root (`navigation: stack`) that pushes Cart; Cart reports `didBuy` back as a delegate
// action, which Catalog's reducer handles, and dismisses itself off the stack. The user's code
// was written into the generated handlers and kept by regenerating; the fixture stays current.
import ComposableArchitecture
import FeaturegenCore
import Foundation
import SwiftUI
import UIKit
import XCTest

@testable import TCAApp

/// What a UIKit opener received through `Cart.build(input:output:)`.
final class DelegateLog: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [Cart.Action.Delegate] = []
    var actions: [Cart.Action.Delegate] { lock.withLock { received } }
    func record(_ action: Cart.Action.Delegate) { lock.withLock { received.append(action) } }
}

@MainActor
final class TCAAppTests: XCTestCase {
    /// The screens Catalog's navigation stack shows above its root, as SwiftUI would now.
    private func pushedScreens(_ store: StoreOf<Catalog>) throws -> [any View] {
        let stack = try XCTUnwrap(_firstNavigationStack(in: CatalogView(store: store).body))
        return stack.pushedViews
    }

    func testCatalogPushesTheCartWhichReportsBackAndDismisses() async throws {
        let catalog = Store(initialState: Catalog.State()) { Catalog() }
        for title in ["Tea", "Milk", "Bread"] {
            catalog.send(.catalogItemList(.onAddItem(title)))
        }
        XCTAssertEqual(catalog.cartCount, 3)
        XCTAssertTrue(try pushedScreens(catalog).isEmpty)

        // The route pushes Cart on the stack; the NavigationStack shows its view.
        catalog.send(.openCart)
        XCTAssertEqual(catalog.path.count, 1)
        let screens = try pushedScreens(catalog)
        XCTAssertEqual(screens.count, 1)
        let cart = try XCTUnwrap(screens.first as? CartView)

        // Cart's own screen: it loads, buys, reports didBuy to Catalog, and dismisses.
        cart.store.send(.onAppear)
        XCTAssertEqual(cart.store.items, [Cart.ViewState.CartItem(title: "Tea", count: 2)])
        cart.store.send(.buy)
        await catalog.finish()

        XCTAssertEqual(catalog.cartCount, 1, "Catalog's handler of Cart's didBuy ran")
        XCTAssertTrue(catalog.path.isEmpty, "Cart's dismiss popped it off the stack")
        XCTAssertTrue(try pushedScreens(catalog).isEmpty)
    }

    /// Cart opened by a UIKit router (a feature of another architecture): its delegate actions
    /// reach the opener's Output, and its dismiss pops the hosting controller.
    func testCartPushedByUIKitReportsThroughItsOutputAndPopsItself() async throws {
        let log = DelegateLog()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let controller = Cart.build(input: .init()) { log.record($0) }
        navigation.pushViewController(controller, animated: false)
        XCTAssertEqual(navigation.viewControllers.count, 2)

        let store = try XCTUnwrap((controller as? UIHostingController<CartView?>)?.rootView?.store)
        store.send(.onAppear)
        store.send(.buy)
        await store.finish()

        guard case .didBuy(let itemCount)? = log.actions.first else { return XCTFail("no didBuy: \(log.actions)") }
        XCTAssertEqual(itemCount, 2)
        XCTAssertEqual(navigation.viewControllers.count, 1, "dismiss popped the Cart")
    }

    /// Presented modally by UIKit, the same dismiss dismisses it.
    func testCartPresentedByUIKitDismissesItself() async throws {
        let presenter = UIViewController()
        let controller = Cart.build(input: .init())
        presenter.present(controller, animated: false)
        let store = try XCTUnwrap((controller as? UIHostingController<CartView?>)?.rootView?.store)
        store.send(.dismiss)
        await store.finish()
        XCTAssertNil(presenter.presentedViewController)
    }

    func testTheFixtureIsCurrentWithTheTemplatesAndTheSpecs() throws {
        let fixture = repositoryRoot.appendingPathComponent("Tests/Fixtures/Apps/tca")
        for name in ["Catalog", "Cart"] {
            var copy = try String(contentsOf: fixture.appendingPathComponent("Specs/\(name).yaml"), encoding: .utf8)
            // The fixture's Catalog is a navigation stack's root; otherwise the specs are Specs/'s.
            copy = copy.replacingOccurrences(of: "\nnavigation: stack\n", with: "\n")
            XCTAssertEqual(
                copy, try String(contentsOf: repositoryRoot.appendingPathComponent("Specs/\(name).yaml"), encoding: .utf8),
                "copy Specs/\(name).yaml to the fixture and run featuregen generate --project Tests/Fixtures/Apps/tca")
        }
        let project = try Project.load(from: DiskFileSystem(root: fixture))
        let plan = try Generator(project: project).plan()
        let stale = plan.entries.filter { $0.action != .unchanged }.map { "\($0.action.rawValue) \($0.path)" }
        XCTAssertEqual(stale, [], "run: featuregen generate --project Tests/Fixtures/Apps/tca, and read the merge")
    }
}

private let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
