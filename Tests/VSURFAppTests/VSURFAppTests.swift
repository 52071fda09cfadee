// The vsurf app (Tests/Fixtures/Apps/vsurf, generated from Specs/Catalog.yaml, Specs/Cart.yaml,
// Specs/NewsList.yaml and Specs/NewsDetails.yaml, with user code in the generated files):
// Catalog's ViewGroup pushes Cart on its NavigationStack, Cart reports the purchase through
// Cart.Output, which Catalog's state holder implements, and Cart's dismiss pops it — in SwiftUI
// and in UIKit. NewsList's ViewGroup is given a NewsClient, which its unit's commands call and
// which it passes on to the NewsDetails module it opens. ItemCatalog and ItemCart, written as
// the VSURF demo's Catalog and Cart are (Specs/ItemCatalog.yaml, Specs/ItemCart.yaml here
// only), declare their units' commands and publishers; they and ItemDetail share the cart's
// unit. The two are the Shop flow, as the demo's Catalog and Cart are one: ShopViewGroup pushes
// the cart on its navigation, hands each view its state holder with .weakReference, and
// presents ItemDetail as a sheet with the shared unit. Their views are shaped as the
// demo's (types nested in the view, ViewStates of lets) and previewed in the specs' presets with
// PreviewSnapshots; ItemSummary keeps the default ViewState and previews each preset with #Preview.
import FeaturegenCore
import FeaturegenTestSupport
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

    func testTheClientTheListIsGivenReachesItsUnitAndTheDetailsItOpens() async throws {
        let news = RecordingNewsClient()
        let group = NewsListViewGroup(news: news)
        let path = { (_first((any _NavigationPathHolding).self, in: group.body)?._path) ?? NavigationPath() }
        let listBody = try XCTUnwrap(_first(NewsListView.self, in: group.body)).body
        let first = NewsList.ViewState.NewsItem(id: 7, title: "First", text: "…")
        let second = NewsList.ViewState.NewsItem(id: 8, title: "Second", text: "…")

        // A post that appears in the feed is marked as read by the list's unit.
        _first(NewsFeed.self, in: listBody)?.onAction(.onItemAppear(first))
        await eventually { news.readIDs == [7] }

        // A tapped post pushes the details, whose unit is built with the same client.
        _first(NewsFeed.self, in: listBody)?.onAction(.onTapItem(second))
        XCTAssertEqual(path().count, 1)
        let pushed = try XCTUnwrap(path()._elements.first)
        let destination = try XCTUnwrap(_navigationDestination(for: pushed, in: group.body))
        let detailsGroup = try XCTUnwrap(_first(NewsDetailsViewGroup.self, in: destination))
        let details = try XCTUnwrap(_first(NewsDetailsView.self, in: detailsGroup.body))
        _first((any _AppearancePerforming).self, in: details.body)?._appear()
        await eventually { news.readIDs == [7, 8] }
    }

    /// The details built by UIKit call the client they are given when they first appear, and
    /// not again when they show after a screen pushed over them is popped.
    func testTheDetailsBuiltByUIKitCallTheClientTheyAreGiven() async throws {
        let news = RecordingNewsClient()
        let post = NewsList.ViewState.NewsItem(id: 3, title: "Third", text: "…")
        let controller = NewsDetails.build(input: .init(post: post), news: news)
        let group = try XCTUnwrap(controller as? UIHostingController<NewsDetailsViewGroup>).rootView
        let details = try XCTUnwrap(_first(NewsDetailsView.self, in: group.body))
        let appearance = try XCTUnwrap(_first((any _AppearancePerforming).self, in: details.body))
        await assertAppearingAgainChangesNothing(appear: appearance._appear, record: { news.readIDs }, expected: [3])
    }

    /// UIKit opens a flow as it opens a screen: `Shop.build()` hosts the flow's ViewGroup, with
    /// its own NavigationStack.
    func testAFlowBuiltByUIKitHostsItsViewGroup() throws {
        let controller = Shop.build()
        XCTAssertNotNil(controller as? UIHostingController<ShopViewGroup>)
    }

    func testTheCartUnitsCommandsChangeWhatItPublishesAndTheStateFollows() {
        let unit = VSURFServices.Units.itemCart()
        let stateHolder = ItemCartViewStateHolder(itemCartUnit: unit)
        unit.addItem(Item(title: "Tea"))
        unit.addItem(Item(title: "Bun"))
        unit.addItem(Item(title: "Tea"))
        XCTAssertEqual(stateHolder.state.items, [.init(title: "Bun", count: 1), .init(title: "Tea", count: 2)])
        unit.removeItem(Item(title: "Tea"))
        XCTAssertEqual(stateHolder.state.items, [.init(title: "Bun", count: 1), .init(title: "Tea", count: 1)])

        // Buying is the view's command, which the state holder gives the unit.
        stateHolder.buy()
        XCTAssertEqual(stateHolder.state.items, [])
    }

    func testTheCatalogUnitPublishesTheItemsOnSale() {
        let stateHolder = ItemCatalogViewStateHolder(
            itemCatalogUnit: VSURFServices.Units.itemCatalog(), itemCartUnit: VSURFServices.Units.itemCart())
        XCTAssertEqual(stateHolder.state.items.map(\.title), ["Item 1", "Item 2", "Item 3"])
    }

    func testACommandReachesTheSharedCartUnitAndItsOutputUpdatesBothScreens() {
        let cart = VSURFServices.Units.itemCart()
        let catalog = ItemCatalogViewStateHolder(itemCatalogUnit: VSURFServices.Units.itemCatalog(), itemCartUnit: cart)
        let detail = ItemDetailViewStateHolder(item: "Item 2", itemCartUnit: cart)
        XCTAssertEqual(detail.state.title, "Item 2")
        XCTAssertFalse(detail.state.canRemoveFromCart)

        // The catalog's command goes to the shared unit, whose publisher updates both screens.
        catalog.addItem("Item 2")
        XCTAssertEqual(catalog.state.cart.count, 1)
        XCTAssertEqual(catalog.state.items.filter(\.canRemoveFromCart).map(\.title), ["Item 2"])
        XCTAssertEqual(detail.state.cartCount, 1)
        XCTAssertTrue(detail.state.canRemoveFromCart)

        // And the details' commands reach the catalog the same way.
        detail.addItem()
        XCTAssertEqual(catalog.state.cart.count, 2)
        detail.removeItem()
        detail.removeItem()
        XCTAssertEqual(catalog.state.cart.count, 0)
        XCTAssertFalse(detail.state.canRemoveFromCart)
    }

    func testThePreviewSnapshotsShowTheSpecsPresets() async throws {
        let snapshots = ItemCatalogView_Previews.snapshots
        XCTAssertEqual(snapshots.configurations.map(\.name), ["cartIsEmpty", "cartIsNotEmpty"])
        func state(_ preset: ItemCatalogView_Previews.Preset) throws -> ItemCatalogView.ViewState {
            let view = try XCTUnwrap(_first(ItemCatalogView.self, in: snapshots.configure(preset)))
            let binding = Mirror(reflecting: view).children.first { $0.label == "_state" }?.value
            return try XCTUnwrap(binding as? Binding<ItemCatalogView.ViewState>).wrappedValue
        }
        // A preset sets the fields it names; the others start as the screen does.
        XCTAssertEqual(try state(.cartIsEmpty).cart, .init(count: 0))
        XCTAssertEqual(try state(.cartIsNotEmpty).cart, .init(count: 1))
        XCTAssertEqual(try state(.cartIsNotEmpty).items.filter(\.canRemoveFromCart).map(\.title), ["Item 1"])
        // A spec without presets would preview `default`; ItemCart names its one so.
        XCTAssertEqual(ItemCartView_Previews.Preset.allCases.map(\.rawValue), ["default"])
        XCTAssertEqual(ItemDetailView_Previews.snapshots.configurations.map(\.name), ["cartIsEmpty", "cartIsNotEmpty"])
    }

    func testTheShopFlowPushesTheCartWhichTellsTheCatalogThroughItsWeakReferenceAndPops() throws {
        let flow = ShopViewGroup()
        // SwiftUI hands the flow's .weakReference objects down to the views it renders; here the
        // body is rendered again inside the environment those modifiers write.
        let environment = _environment(of: flow.body)
        let body = _withEnvironment(environment) { flow.body }
        let path = { (_first((any _NavigationPathHolding).self, in: body)?._path) ?? NavigationPath() }
        let catalog = try XCTUnwrap(_first(ItemCatalogView.self, in: body))
        let catalogHolder = try XCTUnwrap(_first(ItemCatalogViewStateHolder.self, in: flow))
        let cartHolder = try XCTUnwrap(_first(ItemCartViewStateHolder.self, in: flow))
        let catalogOutput = _first(WeakReference<any ItemCatalogViewOutput>.self, in: catalog)?.wrappedValue
        XCTAssertTrue(catalogOutput === catalogHolder)
        // The flow gives the cart's state holder its output when it appears, not before.
        XCTAssertNil(cartHolder.output)
        try XCTUnwrap(_first((any _AppearancePerforming).self, in: body))._appear()
        XCTAssertTrue(cartHolder.output === catalogHolder)

        // The catalog's view asks its state holder, through the reference, to fill the cart.
        catalogOutput?.addItem("Item 1")
        catalogOutput?.addItem("Item 2")
        XCTAssertEqual(catalogHolder.state.cart.count, 2)

        // The root pushes the cart on the flow's navigation state.
        catalog.openCart()
        XCTAssertEqual(path().count, 1)
        let pushed = try XCTUnwrap(path()._elements.first)
        let destination = try XCTUnwrap(_withEnvironment(environment) { _navigationDestination(for: pushed, in: body) })
        let cart = try XCTUnwrap(_first(ItemCartView.self, in: destination))
        let cartOutput = try XCTUnwrap(_first(WeakReference<any ItemCartViewOutput>.self, in: cart)?.wrappedValue)
        XCTAssertTrue(cartOutput === cartHolder)
        XCTAssertEqual(cartHolder.state.items.map(\.count), [1, 1])

        // Buying reports the purchase to the catalog's state holder, which the flow gave the
        // cart's as its output, and the cart's dismiss pops it with whatever is above it.
        cartOutput.buy()
        XCTAssertEqual(catalogHolder.purchases, [2])
        XCTAssertEqual(catalogHolder.state.cart.count, 0)
        catalog.openCart()
        XCTAssertEqual(path().count, 2)
        cart.dismiss()
        XCTAssertTrue(path().isEmpty)
    }

    func testTheShopFlowPresentsTheDetailsAsASheetWithTheSharedCartUnit() throws {
        let flow = ShopViewGroup()
        let body = _withEnvironment(_environment(of: flow.body)) { flow.body }
        let catalog = try XCTUnwrap(_first(ItemCatalogView.self, in: body))
        func unit(of screen: Any) -> AnyObject? { Self.itemCartUnit(of: screen) }
        XCTAssertNil(_firstModal(in: body)?.presentedContent)

        catalog.openDetail(item: "Item 1")
        let sheet = try XCTUnwrap(_firstModal(in: body))
        let details = try XCTUnwrap(_first(ItemDetailViewGroup.self, in: try XCTUnwrap(sheet.presentedContent)))
        XCTAssertTrue(unit(of: details) === unit(of: flow))
        XCTAssertNotNil(unit(of: flow))

        // Closing the sheet clears the selection; the sheet keeps showing the details it was
        // given while it slides away.
        let presented = try XCTUnwrap(_first((any _ItemPresenting).self, in: body))
        let item = try XCTUnwrap(presented._item)
        sheet.isPresented.wrappedValue = false
        XCTAssertNil(_firstModal(in: body)?.presentedContent)
        XCTAssertNotNil(_first(ItemDetailViewGroup.self, in: presented._presentedView(for: item) as Any))
    }

    /// The cart unit a ViewGroup holds: made by a flow's `Units` (its `@StateObject`), whose lazy
    /// property holds it once a state holder asked for it, or, in a module, only by its state holder.
    private static func itemCartUnit(of view: Any) -> AnyObject? {
        func child(_ label: String, of value: Any) -> Any? {
            Mirror(reflecting: value).children.first { $0.label == label }?.value
        }
        guard let units = child("_units", of: view) else {
            let holder = _first(ItemDetailViewStateHolder.self, in: view)
            return holder.flatMap { child("itemCartUnit", of: $0) } as AnyObject?
        }
        let lazy = child("wrappedValue", of: units).flatMap { child("$__lazy_storage_$_itemCartUnit", of: $0) }
        // The lazy property's optional, then its value.
        return lazy.flatMap { Mirror(reflecting: $0).children.first?.value } as AnyObject?
    }

    func testTheShopFlowKeepsOneCartUnitForItsScreensAndSheetWhenMadeAgain() async throws {
        // SwiftUI makes the flow again on each render of its parent, and keeps its first
        // `@State` and `@StateObject` storage: the screens and the sheet still share one unit,
        // made once.
        let (first, again) = _rendered { ShopViewGroup() }
        let flow = again()
        let unit = try XCTUnwrap(Self.itemCartUnit(of: first))
        XCTAssertTrue(Self.itemCartUnit(of: flow) === unit)
        XCTAssertTrue(_first(ItemCatalogViewStateHolder.self, in: flow) === _first(ItemCatalogViewStateHolder.self, in: first))
        let body = _withEnvironment(_environment(of: flow.body)) { flow.body }
        try XCTUnwrap(_first(ItemCatalogView.self, in: body)).openDetail(item: "Item 1")
        let sheet = try XCTUnwrap(_firstModal(in: body)?.presentedContent)
        let details = try XCTUnwrap(_first(ItemDetailViewGroup.self, in: sheet))
        XCTAssertTrue(Self.itemCartUnit(of: details) === unit)
    }

    func testThePushedCartPushesTheReceiptOnTheCatalogsStackNotOneOfItsOwn() async throws {
        let group = CatalogViewGroup()
        let path = { (_first((any _NavigationPathHolding).self, in: group.body)?._path) ?? NavigationPath() }
        try XCTUnwrap(_first(CatalogView.self, in: group.body)).openCart()
        let cartPushed = try XCTUnwrap(path()._elements.first)
        let cartGroup = try XCTUnwrap(
            _first(CartViewGroup.self, in: try XCTUnwrap(_navigationDestination(for: cartPushed, in: group.body))))
        // SwiftUI does not nest stacks: the pushed cart shows none of its own.
        XCTAssertNil(_first((any _NavigationPathHolding).self, in: cartGroup.body))

        try XCTUnwrap(_first(CartView.self, in: cartGroup.body)).openReceipt()
        XCTAssertEqual(path().count, 2)
        let receiptPushed = try XCTUnwrap(path()._elements.last)
        let receipt = try XCTUnwrap(_navigationDestination(for: receiptPushed, in: cartGroup.body))
        XCTAssertNotNil(_first(ReceiptViewGroup.self, in: receipt))

        // The cart closes itself and what it pushed, not only the screen on top of the stack.
        try XCTUnwrap(_first(CartView.self, in: cartGroup.body)).closeButtonTapped()
        XCTAssertEqual(path().count, 0)

        // Shown at the root (from UIKit here), the cart has its own stack.
        let built = try XCTUnwrap(Cart.build(input: .init()) as? UIHostingController<CartViewGroup>).rootView
        XCTAssertNotNil(_first((any _NavigationPathHolding).self, in: built.body))
    }

    /// Pushed on the catalog's stack, the cart's navigation is the catalog's path above the cart:
    /// its popToRoot() pops what the cart pushed and leaves the cart, the cart keeps no copy of
    /// the path, and a cart shown again for the same screen (as SwiftUI makes it, however the
    /// path was set) still knows where it is.
    func testThePushedCartPopsToItsOwnScreenNotTheCatalogs() async throws {
        let group = CatalogViewGroup()
        let path = { (_first((any _NavigationPathHolding).self, in: group.body)?._path) ?? NavigationPath() }
        try XCTUnwrap(_first(CatalogView.self, in: group.body)).openCart()
        let cartPushed = try XCTUnwrap(path()._elements.first)
        func cartGroup() throws -> CartViewGroup {
            try XCTUnwrap(_first(CartViewGroup.self, in: try XCTUnwrap(_navigationDestination(for: cartPushed, in: group.body))))
        }
        let cart = try XCTUnwrap(_first(CartView.self, in: try cartGroup().body))
        cart.openReceipt()
        cart.openReceipt()
        XCTAssertEqual(path().count, 3)
        let own = try XCTUnwrap(Mirror(reflecting: try cartGroup()).descendant("_navigationState") as? State<CartNavigationState>)
        XCTAssertTrue(own.wrappedValue.path.isEmpty, "the path is the catalog's alone")

        let shownAgain = try XCTUnwrap(_first(CartView.self, in: try cartGroup().body))
        let navigation = try XCTUnwrap(Mirror(reflecting: shownAgain).descendant("_navigationState") as? Binding<CartNavigationState>)
        navigation.wrappedValue.popToRoot()
        XCTAssertEqual(path().count, 1, "the cart is still shown")
        navigation.wrappedValue.pop()
        XCTAssertEqual(path().count, 1, "the cart is the catalog's to pop")
    }

    /// A ViewGroup whose routes hand on none of its units keeps none in `@State`: its state
    /// holder, made once for the ViewGroup's identity, holds the unit made with it.
    func testAViewGroupThatPassesNoUnitKeepsItInItsStateHolderOnly() throws {
        let (first, again) = _rendered { CatalogViewGroup() }
        XCTAssertNil(Mirror(reflecting: first).children.first { $0.label == "_catalogUnit" })
        XCTAssertTrue(_first(CatalogViewStateHolder.self, in: again()) === _first(CatalogViewStateHolder.self, in: first))
    }

    func testTheFixtureIsCurrentWithTheTemplatesAndTheSpecs() async throws {
        let fixture = FixtureProject("Tests/Fixtures/Apps/vsurf")
        try fixture.assertCurrent(copying: ["Catalog", "NewsList", "NewsDetails"])
        // The fixture's Cart is the example's with a push of its own, which goes on Catalog's stack.
        XCTAssertEqual(
            try fixture.spec("Cart"), try Repository.exampleSpec("Cart") + "  - openReceipt: { module: Receipt, presentation: push }\n")
    }
}

/// A NewsClient standing in for the app's live one: it records the posts marked as read.
@MainActor
private final class RecordingNewsClient: NewsClient {
    private(set) var readIDs: [Int] = []

    func fetchPage(page: Int) async throws -> [NewsList.ViewState.NewsItem] {
        []
    }

    func markAsRead(id: Int) async {
        readIDs.append(id)
    }
}
