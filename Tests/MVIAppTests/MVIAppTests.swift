// The two-screen app of Tests/Fixtures/Apps/mvi, generated from Specs/Catalog.yaml and
// Specs/Cart.yaml with the user's code written into the intents: the catalog, as the root of
// its NavigationStack, pushes the cart through its router's navigation destination; the cart
// reports the purchase through its output, which calls the catalog's intent; and the cart's
// dismiss ends the push. Shown by UIKit, the cart's dismiss pops its hosting controller.
// NewsList (Specs/NewsList.yaml and Specs/NewsDetails.yaml) is built with a NewsClient, which
// its intent calls and its router passes on to the NewsDetails it pushes. A screen with push
// routes is in a NavigationStack of its own wherever it is the root of what is shown (UIKit's
// build, and the sheets Shelf presents), and bare where it is pushed.
// SwiftUI does not render here: the test renders each body by hand, as SwiftUI would.
import Combine
import FeaturegenCore
import FeaturegenTestSupport
import Foundation
import SwiftUI
import UIKit
import XCTest

@testable import MVIApp

@MainActor
final class MVIAppTests: XCTestCase {
    func testTheCatalogPushesTheCartWhichReportsThePurchaseAndIsDismissed() async throws {
        let root = Catalog.root(input: .init())
        XCTAssertNotNil(_first(NavigationStack<NavigationPath, CatalogView>.self, in: root), "the root is a NavigationStack")
        let catalog = try XCTUnwrap(_first(CatalogView.self, in: root))
        let catalogIntent = try XCTUnwrap(_first(CatalogIntent.self, in: catalog))
        let router = try XCTUnwrap(_first(CatalogRouter.self, in: catalog.body))
        // The router's body subscribes to the screen subject while it is kept, as on screen.
        let shownRouter = router.body
        XCTAssertNil(_firstModal(in: shownRouter), "nothing is pushed yet")

        catalogIntent.openCart()
        let routerBody = router.body
        let destination = try XCTUnwrap(_firstModal(in: routerBody))
        XCTAssertTrue(destination.isPresented.wrappedValue, "the cart is pushed")
        let cart = try XCTUnwrap(_first(CartView.self, in: destination.presentedContent as Any))
        let cartIntent = try XCTUnwrap(_first(CartIntent.self, in: cart))
        // The cart's router reads the environment of the destination it is pushed in.
        let cartRouter = try XCTUnwrap(_withEnvironment(destination.presentedEnvironment) { _first(CartRouter.self, in: cart.body) })
        let cartRouterBody = cartRouter.body
        let cartModel = try XCTUnwrap(cartIntent.model as? CartModel)
        cartModel.add(.init(title: "Tea", count: 2))
        cartModel.add(.init(title: "Cake", count: 1))

        // The cart's buy calls its output and dismisses; the output calls the catalog intent's
        // cartDidBuy, which counts the items.
        cartIntent.buy()
        await eventually { catalogIntent.model.cartCount == 3 }
        XCTAssertFalse(destination.isPresented.wrappedValue, "the cart's dismiss ends the push")
        XCTAssertTrue(catalogIntent.model.cartButton.isEnabled)
        withExtendedLifetime((shownRouter, routerBody, cartRouterBody)) {}
    }

    func testTheCartShownByUIKitPopsItsHostingControllerToDismiss() async throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(Cart.build(input: .init()), animated: false)
        let host = try XCTUnwrap(navigation.viewControllers.last as? UIHostingController<CartView>)
        let cartIntent = try XCTUnwrap(_first(CartIntent.self, in: host.rootView))
        let cartRouter = try XCTUnwrap(_first(CartRouter.self, in: host.rootView.body))
        let cartRouterBody = cartRouter.body

        cartIntent.closeButtonTapped()
        XCTAssertEqual(navigation.viewControllers.count, 1)
        withExtendedLifetime(cartRouterBody) {}
    }

    /// Shown by UIKit, the catalog is in a NavigationStack of its own, where its push route
    /// pushes: `Catalog.build` hosts the stack, and the cart pushed on it is bare, with no
    /// second stack. The cart, which pushes nothing, is hosted bare (see the test above).
    func testTheCatalogBuiltByUIKitPushesTheCartOnAStackOfItsOwn() async throws {
        let host = try XCTUnwrap(Catalog.build(input: .init()) as? UIHostingController<NavigationStack<NavigationPath, CatalogView>>)
        let catalog = host.rootView.root
        let catalogIntent = try XCTUnwrap(_first(CatalogIntent.self, in: catalog))
        let router = try XCTUnwrap(_first(CatalogRouter.self, in: catalog.body))
        let shownRouter = router.body

        catalogIntent.openCart()
        let routerBody = router.body
        let destination = try XCTUnwrap(_firstModal(in: routerBody))
        XCTAssertTrue(destination.isPresented.wrappedValue, "the cart is pushed")
        let pushed = try XCTUnwrap(destination.presentedContent)
        XCTAssertNotNil(_first(CartView.self, in: pushed))
        XCTAssertNil(_firstNavigationStack(in: pushed), "the pushed cart joins the catalog's stack")
        withExtendedLifetime((shownRouter, routerBody)) {}
    }

    /// Shown by UIKit, the shelf, which pushes and dismisses, is in a stack of its own, and its
    /// dismiss still pops its hosting controller, the stack and all.
    func testTheShelfBuiltByUIKitIsInAStackOfItsOwnAndPopsItsHostingControllerToDismiss() async throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(Shelf.build(input: .init(), shelves: PreviewShelvesClient()), animated: false)
        let host = try XCTUnwrap(navigation.viewControllers.last as? UIHostingController<NavigationStack<NavigationPath, ShelfView>>)
        let shelf = host.rootView.root
        let shelfIntent = try XCTUnwrap(_first(ShelfIntent.self, in: shelf))
        let router = try XCTUnwrap(_first(ShelfRouter.self, in: shelf.body))
        let shownRouter = router.body

        shelfIntent.openCart()
        let pushing = router.body
        XCTAssertTrue(try XCTUnwrap(_firstModal(in: pushing)).isPresented.wrappedValue, "the cart is pushed on the shelf's stack")
        shelfIntent.dismiss()
        XCTAssertEqual(navigation.viewControllers.count, 1)
        withExtendedLifetime((shownRouter, pushing)) {}
    }

    /// A sheet is not in its presenter's stack: the shelf presents the catalog, which pushes,
    /// through `Catalog.root` (a NavigationStack of its own, where the cart is pushed), and the
    /// stall, built from its fields, in a NavigationStack around `StallView.build(price:action:)`,
    /// where it pushes the cart.
    func testTheShelfPresentsScreensThatPushInStacksOfTheirOwn() async throws {
        let root = Shelf.root(input: .init(), shelves: PreviewShelvesClient())
        let shelf = try XCTUnwrap(_first(ShelfView.self, in: root))
        let shelfIntent = try XCTUnwrap(_first(ShelfIntent.self, in: shelf))
        let router = try XCTUnwrap(_first(ShelfRouter.self, in: shelf.body))
        let shownRouter = router.body

        shelfIntent.browse()
        let browsing = router.body
        let catalogSheet = try XCTUnwrap(_firstModal(in: browsing))
        XCTAssertTrue(catalogSheet.isPresented.wrappedValue, "the catalog is presented")
        let catalogStack = try XCTUnwrap(
            _first(NavigationStack<NavigationPath, CatalogView>.self, in: catalogSheet.presentedContent as Any))
        let catalog = catalogStack.root
        let catalogIntent = try XCTUnwrap(_first(CatalogIntent.self, in: catalog))
        let catalogRouter = try XCTUnwrap(_first(CatalogRouter.self, in: catalog.body))
        let shownCatalogRouter = catalogRouter.body
        catalogIntent.openCart()
        let pushing = catalogRouter.body
        let push = try XCTUnwrap(_firstModal(in: pushing))
        XCTAssertTrue(push.isPresented.wrappedValue, "the cart is pushed on the sheet's stack")
        XCTAssertNil(_firstNavigationStack(in: push.presentedContent as Any), "with no stack of its own")
        catalogSheet.isPresented.wrappedValue = false

        shelfIntent.openStall(price: "3 €")
        let opening = router.body
        let stallSheet = try XCTUnwrap(_firstModal(in: opening))
        XCTAssertTrue(stallSheet.isPresented.wrappedValue, "the stall is presented")
        let stallStack = try XCTUnwrap(
            _firstNavigationStack(in: stallSheet.presentedContent as Any) as? NavigationStack<NavigationPath, StallView>)
        let stall = stallStack.root
        XCTAssertEqual(try XCTUnwrap(_first(StallIntent.self, in: stall)).model.price, "3 €")
        let stallRouter = try XCTUnwrap(_first(StallRouter.self, in: stall.body))
        let shownStallRouter = stallRouter.body
        try XCTUnwrap(_first(StallIntent.self, in: stall)).openCart()
        XCTAssertTrue(try XCTUnwrap(_firstModal(in: stallRouter.body)).isPresented.wrappedValue, "the stall pushes the cart")
        withExtendedLifetime((shownRouter, browsing, shownCatalogRouter, pushing, opening, shownStallRouter)) {}
    }

    func testTheNewsListPassesItsClientToTheDetailsItPushes() async throws {
        let news = RecordingNewsClient()
        let root = NewsList.root(input: .init(), news: news)
        let list = try XCTUnwrap(_first(NewsListView.self, in: root))
        let listIntent = try XCTUnwrap(_first(NewsListIntent.self, in: list))
        let router = try XCTUnwrap(_first(NewsListRouter.self, in: list.body))
        let shownRouter = router.body
        let first = NewsList.ViewState.NewsItem(id: 7, title: "First", text: "…")
        let second = NewsList.ViewState.NewsItem(id: 8, title: "Second", text: "…")

        // A post that appears in the feed is marked as read by the list's intent.
        listIntent.handleNewsFeed(.onItemAppear(first))
        await eventually { news.readIDs == [7] }

        // A tapped post pushes the details, built with the same client, which mark it as read.
        listIntent.handleNewsFeed(.onTapItem(second))
        let routerBody = router.body
        let destination = try XCTUnwrap(_firstModal(in: routerBody))
        XCTAssertTrue(destination.isPresented.wrappedValue, "the details are pushed")
        let details = try XCTUnwrap(_first(NewsDetailsView.self, in: destination.presentedContent as Any))
        let detailsIntent = try XCTUnwrap(_first(NewsDetailsIntent.self, in: details))
        detailsIntent.onAppear()
        await eventually { news.readIDs == [7, 8] }
        withExtendedLifetime((shownRouter, routerBody)) {}
    }

    /// The details built by UIKit call the client they are given when they first appear, and
    /// not again when they show after a screen pushed over them is popped.
    func testTheDetailsBuiltByUIKitCallTheClientTheyAreGiven() async throws {
        let news = RecordingNewsClient()
        let post = NewsList.ViewState.NewsItem(id: 3, title: "Third", text: "…")
        let host = try XCTUnwrap(NewsDetails.build(input: .init(post: post), news: news) as? UIHostingController<NewsDetailsView>)
        let appearance = try XCTUnwrap(_first((any _AppearancePerforming).self, in: host.rootView.body))
        await assertAppearingAgainChangesNothing(appear: appearance._appear, record: { news.readIDs }, expected: [3])
    }

    /// Poster and PosterCaption are in the shape of the MVI article's Root and DescriptionImage
    /// (`entry: fields`, `namedAfter: view`, `articleNames`, `states:`): the poster's router
    /// presents the caption through `PosterCaptionView.build(poster:action:)`, and the caption's
    /// `action(.didTapPoster)` reaches the poster's intent.
    func testThePosterPresentsItsCaptionWhoseActionComesBack() async throws {
        let root = Poster.root(input: .init())
        let poster = try XCTUnwrap(_first(PosterView.self, in: root))
        let posterIntent = try XCTUnwrap(_first(PosterIntent.self, in: poster))
        let router = try XCTUnwrap(_first(PosterRouter.self, in: poster.body))
        let shownRouter = router.body
        let model = try XCTUnwrap(posterIntent.model as? PosterModel)
        XCTAssertTrue(model.isLoading, "the model starts as the spec's initial values")

        model.update(state: .show(poster: UIImage()))
        XCTAssertFalse(model.isLoading)
        posterIntent.onTapPoster()
        let routerBody = router.body
        let sheet = try XCTUnwrap(_firstModal(in: routerBody))
        XCTAssertTrue(sheet.isPresented.wrappedValue, "the caption is presented")
        let caption = try XCTUnwrap(_first(PosterCaptionView.self, in: sheet.presentedContent as Any))
        let captionIntent = try XCTUnwrap(_first(PosterCaptionViewIntent.self, in: caption))
        XCTAssertNotNil(captionIntent.model.poster, "the caption shows the poster it opened with")

        caption.action(.didTapPoster)
        await eventually { model.isLoading && model.poster == nil }
        withExtendedLifetime((shownRouter, routerBody)) {}
    }

    func testTheCaptionBuiltByUIKitSendsItsActionToTheOutput() async throws {
        let tapped = Tapped()
        let host = try XCTUnwrap(
            PosterCaption.build(input: .init(poster: nil), output: .init(didTapPoster: { tapped.count += 1 }))
                as? UIHostingController<PosterCaptionView>)
        host.rootView.action(.didTapPoster)
        XCTAssertEqual(tapped.count, 1)
    }

    func testTheFixtureIsCurrentWithTheTemplatesAndTheSpecs() async throws {
        try FixtureProject("Tests/Fixtures/Apps/mvi").assertCurrent(copying: ["Catalog", "Cart", "NewsList", "NewsDetails"])
    }
}

/// Counts the taps an output reports.
private final class Tapped: @unchecked Sendable {
    var count = 0
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
