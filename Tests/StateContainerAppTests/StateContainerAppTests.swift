// The statecontainer two-screen app (Tests/Fixtures/Apps/statecontainer, generated from
// Specs/Catalog.yaml and Specs/Cart.yaml, with user code in the generated handlers): Catalog
// pushes Cart on the generated NavigationStack, Cart reports the purchase through its output,
// which arrives as Catalog's feedback, and Cart's dismiss pops it — in SwiftUI and in UIKit.
import FeaturegenCore
import Foundation
import SwiftUI
import UIKit
import XCTest

@testable import StateContainerApp

@MainActor
final class StateContainerAppTests: XCTestCase {
    /// Waits on the main actor until `condition` holds: the stores' tasks run on their own.
    private func eventually(_ condition: @MainActor () -> Bool, file: StaticString = #filePath, line: UInt = #line) async {
        for _ in 0..<500 where !condition() {
            try? await Task.sleep(for: .milliseconds(2))
        }
        XCTAssertTrue(condition(), "the condition never held", file: file, line: line)
    }

    func testCatalogPushesCartWhichReportsThePurchaseAndPopsItself() async throws {
        let stack = StateContainer.NavigationContainer { CatalogView(navigator: $0) }.body
        let path = { (_first((any _NavigationPathHolding).self, in: stack)?._path) ?? NavigationPath() }
        let catalog = try XCTUnwrap(_first(CatalogView.self, in: stack))
        let catalogBody = catalog.body
        XCTAssertEqual(_first(CartButton.self, in: catalogBody)?.state.count, 0)

        // The cart button asks the reducer for the cart; the view pushes it on the stack.
        _first(CartButton.self, in: catalogBody)?.onAction(.onTap)
        await eventually { path().count == 1 }
        let pushed = try XCTUnwrap(path()._elements.first)
        let cart = try XCTUnwrap(_navigationDestination(for: pushed, in: catalogBody) as? CartView)

        // Cart loads its items when it appears, and buying reports them and closes the cart.
        let cartBody = cart.body
        _first((any _AppearancePerforming).self, in: cartBody)?._appear()
        try await Task.sleep(for: .milliseconds(20))
        _first(BuyButton.self, in: cartBody)?.onAction(.onTap)
        await eventually { path().isEmpty }
        await eventually { _first(CartButton.self, in: catalog.body)?.state.count == 3 }
    }

    func testCartPushedByUIKitPopsItsHostingControllerAndTellsItsOwner() async throws {
        var bought: [Int] = []
        let controller = Cart.build(input: .init()) { output in
            if case let .didBuy(itemCount) = output { bought.append(itemCount) }
        }
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(controller, animated: false)
        let cart = try XCTUnwrap(controller as? UIHostingController<CartView>).rootView
        let cartBody = cart.body
        _first((any _AppearancePerforming).self, in: cartBody)?._appear()
        try await Task.sleep(for: .milliseconds(20))
        _first(BuyButton.self, in: cartBody)?.onAction(.onTap)
        await eventually { navigation.viewControllers.count == 1 }
        XCTAssertEqual(bought, [3])
    }

    func testTheFixtureIsCurrentWithTheTemplatesAndTheSpecs() async throws {
        let fixture = repositoryRoot.appendingPathComponent("Tests/Fixtures/Apps/statecontainer")
        for spec in ["Catalog", "Cart"] {
            XCTAssertEqual(
                try String(contentsOf: fixture.appendingPathComponent("Specs/\(spec).yaml"), encoding: .utf8),
                try String(contentsOf: repositoryRoot.appendingPathComponent("Specs/\(spec).yaml"), encoding: .utf8),
                "copy Specs/\(spec).yaml to the fixture and run featuregen generate --project Tests/Fixtures/Apps/statecontainer")
        }
        let project = try Project.load(from: DiskFileSystem(root: fixture))
        let plan = try Generator(project: project).plan()
        let stale = plan.entries.filter { $0.action != .unchanged }.map { "\($0.action.rawValue) \($0.path)" }
        XCTAssertEqual(stale, [], "run: featuregen generate --project Tests/Fixtures/Apps/statecontainer, and read the merge")
    }
}

private let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
