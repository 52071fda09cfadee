// The tca fixture app (Tests/Fixtures/Apps/tca, a featuregen project): Catalog is a navigation
// stack's root (`navigation: stack`) that pushes Cart; Cart's view sends view actions
// (`viewAction: true`), it reports `didBuy` back as a delegate action, which Catalog's reducer
// handles, and dismisses itself off the stack. GiftNote, a form only this fixture has, is edited
// through bindings (a child feature's and a plain view's) and refuses an empty note with an
// alert. The user's code was written into the generated handlers and kept by regenerating; the
// fixture stays current.
import ComposableArchitecture
import FeaturegenCore
import Foundation
import SwiftUI
import UIKit
import XCTest

@testable import TCAApp

/// What a UIKit opener received through a feature's `build(input:output:)`.
final class DelegateLog<Delegate>: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [Delegate] = []
    var actions: [Delegate] { lock.withLock { received } }
    func record(_ action: Delegate) { lock.withLock { received.append(action) } }
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

        // Cart's own screen: its view loads, buys (view actions, sent with `send(_:)`), reports
        // didBuy to Catalog, and dismisses.
        cart.send(.onAppear)
        XCTAssertEqual(cart.store.items, [Cart.ViewState.CartItem(title: "Tea", count: 2)])
        cart.send(.buy)
        await catalog.finish()

        XCTAssertEqual(catalog.cartCount, 1, "Catalog's handler of Cart's didBuy ran")
        XCTAssertTrue(catalog.path.isEmpty, "Cart's dismiss popped it off the stack")
        XCTAssertTrue(try pushedScreens(catalog).isEmpty)
    }

    /// Cart opened by a UIKit router (a feature of another architecture): its delegate actions
    /// reach the opener's Output, and its dismiss pops the hosting controller.
    func testCartPushedByUIKitReportsThroughItsOutputAndPopsItself() async throws {
        let log = DelegateLog<Cart.Action.Delegate>()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let controller = Cart.build(input: .init()) { log.record($0) }
        navigation.pushViewController(controller, animated: false)
        XCTAssertEqual(navigation.viewControllers.count, 2)

        let view = try XCTUnwrap((controller as? UIHostingController<CartView?>)?.rootView)
        view.send(.onAppear)
        view.send(.buy)
        await view.store.finish()

        guard case .didBuy(let itemCount)? = log.actions.first else { return XCTFail("no didBuy: \(log.actions)") }
        XCTAssertEqual(itemCount, 2)
        XCTAssertEqual(navigation.viewControllers.count, 1, "dismiss popped the Cart")
    }

    /// Presented modally by UIKit, the same dismiss dismisses it.
    func testCartPresentedByUIKitDismissesItself() async throws {
        let presenter = UIViewController()
        let controller = Cart.build(input: .init())
        presenter.present(controller, animated: false)
        let view = try XCTUnwrap((controller as? UIHostingController<CartView?>)?.rootView)
        view.send(.dismiss)
        await view.store.finish()
        XCTAssertNil(presenter.presentedViewController)
    }

    /// GiftNote's child feature binds the note in its view (`$store.text`, NoteField's own binding
    /// action, which comes back to GiftNote's note); its plain toggle is bound by GiftNote's view
    /// (`$store.giftToggle`, GiftNote's binding action). The user's `save` refuses an empty note
    /// with the alert route's alert, else reports the note and closes.
    func testTheGiftNoteIsEditedThroughBindingsAndRefusesAnEmptyNote() async throws {
        let log = DelegateLog<GiftNote.Action.Delegate>()
        let presenter = UIViewController()
        let controller = GiftNote.build(input: .init()) { log.record($0) }
        presenter.present(controller, animated: false)
        let view = try XCTUnwrap((controller as? UIHostingController<GiftNoteView?>)?.rootView)

        view.send(.save)
        XCTAssertEqual(view.store.alert?.title, TextState("No note"))
        XCTAssertEqual(view.store.alert?.message, TextState("Write a few words for the gift."))
        view.$store.scope(state: \.alert, action: \.alert).wrappedValue = nil
        XCTAssertNil(view.store.alert)

        let field = NoteFieldView(store: view.store.scope(state: \.noteField, action: \.noteField))
        field.$store.text.wrappedValue = "For Ann"
        XCTAssertEqual(view.store.note, "For Ann")
        field.store.send(.onClear)
        XCTAssertEqual(view.store.note, "", "the child's own action wrote its field, which came back")
        field.$store.text.wrappedValue = "For Bob"

        let toggle = GiftToggleView(state: view.$store.giftToggle)
        XCTAssertTrue(toggle.state.isGift)
        toggle.state.isGift = false
        XCTAssertFalse(view.store.isGift)
        _ = view.body

        view.send(.save)
        await view.store.finish()
        guard case .didSave(let note, let isGift)? = log.actions.first else { return XCTFail("no didSave: \(log.actions)") }
        XCTAssertEqual(note, "For Bob")
        XCTAssertFalse(isGift)
        XCTAssertNil(presenter.presentedViewController, "save dismissed the note")
    }

    func testTheFixtureIsCurrentWithTheTemplatesAndTheSpecs() throws {
        let fixture = repositoryRoot.appendingPathComponent("Tests/Fixtures/Apps/tca")
        for name in ["Catalog", "Cart"] {
            var copy = try String(contentsOf: fixture.appendingPathComponent("Specs/\(name).yaml"), encoding: .utf8)
            // The fixture's Catalog is a navigation stack's root and its Cart sends view actions;
            // otherwise the specs are Specs/'s. GiftNote is the fixture's own.
            copy = copy.replacingOccurrences(of: "\nnavigation: stack\n", with: "\n")
            copy = copy.replacingOccurrences(of: "\nviewAction: true\n", with: "\n")
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
