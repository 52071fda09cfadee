// The vsurf two-screen app (Tests/Fixtures/Apps/vsurf, generated from Specs/Catalog.yaml and
// Specs/Cart.yaml, with user code in the generated files): Catalog's ViewGroup pushes Cart on
// its NavigationStack, Cart reports the purchase through Cart.Output, which Catalog's state
// holder implements, and Cart's dismiss pops it — in SwiftUI and in UIKit.
import FeaturegenCore
import Foundation
import SwiftUI
import UIKit
import XCTest

@testable import VSURFApp

@MainActor
final class VSURFAppTests: XCTestCase {
    func testCatalogPushesCartWhichReportsThePurchaseAndPopsItself() async throws {
        let group = CatalogViewGroup()
        let path = { (_first((any _NavigationPathHolding).self, in: group.body)?._path) ?? NavigationPath() }
        let catalog = try XCTUnwrap(_first(CatalogView.self, in: group.body))
        XCTAssertEqual(_first(CartButton.self, in: catalog.body)?.state.count, 0)

        // The cart button calls the view's openCart(), which pushes the cart.
        _first(CartButton.self, in: catalog.body)?.onAction(.onTap)
        XCTAssertEqual(path().count, 1)
        let pushed = try XCTUnwrap(path()._elements.first)
        let destination = try XCTUnwrap(_navigationDestination(for: pushed, in: group.body))
        let cartGroup = try XCTUnwrap(_first(CartViewGroup.self, in: destination))

        // Cart loads its items when it appears, and buying reports them and closes the cart.
        let cart = try XCTUnwrap(_first(CartView.self, in: cartGroup.body))
        _first((any _AppearancePerforming).self, in: cart.body)?._appear()
        _first(BuyButton.self, in: cart.body)?.onAction(.onTap)
        XCTAssertTrue(path().isEmpty)
        XCTAssertEqual(_first(CartButton.self, in: catalog.body)?.state.count, 3)
    }

    func testCartPushedByUIKitPopsItsHostingControllerAndTellsItsOutput() async throws {
        final class Owner: Cart.Output {
            var bought: [Int] = []
            func didBuy(itemCount: Int) { bought.append(itemCount) }
        }
        let owner = Owner()
        let controller = Cart.build(input: .init(), output: owner)
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(controller, animated: false)
        let group = try XCTUnwrap(controller as? UIHostingController<CartViewGroup>).rootView
        let cart = try XCTUnwrap(_first(CartView.self, in: group.body))
        _first((any _AppearancePerforming).self, in: cart.body)?._appear()
        _first(BuyButton.self, in: cart.body)?.onAction(.onTap)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertEqual(owner.bought, [3])
    }

    func testTheFixtureIsCurrentWithTheTemplatesAndTheSpecs() async throws {
        let fixture = repositoryRoot.appendingPathComponent("Tests/Fixtures/Apps/vsurf")
        for spec in ["Catalog", "Cart"] {
            XCTAssertEqual(
                try String(contentsOf: fixture.appendingPathComponent("Specs/\(spec).yaml"), encoding: .utf8),
                try String(contentsOf: repositoryRoot.appendingPathComponent("Specs/\(spec).yaml"), encoding: .utf8),
                "copy Specs/\(spec).yaml to the fixture and run featuregen generate --project Tests/Fixtures/Apps/vsurf")
        }
        let project = try Project.load(from: DiskFileSystem(root: fixture))
        let plan = try Generator(project: project).plan()
        let stale = plan.entries.filter { $0.action != .unchanged }.map { "\($0.action.rawValue) \($0.path)" }
        XCTAssertEqual(stale, [], "run: featuregen generate --project Tests/Fixtures/Apps/vsurf, and read the merge")
    }
}

private let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
