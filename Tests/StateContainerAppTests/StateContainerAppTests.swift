// The statecontainer app (Tests/Fixtures/Apps/statecontainer, generated from Specs/Catalog.yaml,
// Specs/Cart.yaml, Specs/NewsList.yaml and Specs/NewsDetails.yaml, with user code in the
// generated handlers): Catalog pushes Cart on the generated NavigationStack, Cart reports the
// purchase through its output, which arrives as Catalog's feedback, and Cart's dismiss pops it —
// in SwiftUI and in UIKit, where Catalog pushes Cart on the navigation controller it is in. NewsList is built with a NewsClient, which its reducer's effects call
// and its details route passes on to NewsDetails. Receipt's reducer keeps the input field its
// state does not hold (the order's id) and reports it. RecipeDetails is a state of cases (idle,
// loading, loaded(LoadedState), error) with its types in the reducer, Action and InternalAction,
// and a view handed its store; RecipeBook, a state of cases too, pushes it.
import FeaturegenCore
import FeaturegenTestSupport
import Foundation
import SwiftUI
import UIKit
import XCTest

@testable import StateContainerApp

@MainActor
final class StateContainerAppTests: XCTestCase {
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

    /// Opened by UIKit, Catalog has no NavigationStack of its own: its navigator is the
    /// navigation controller, which its push route pushes the cart on, and the cart's dismiss
    /// pops it from there after reporting the purchase back as Catalog's feedback.
    func testCatalogOpenedByUIKitPushesCartOnTheNavigationControllerItIsIn() async throws {
        let controller = Catalog.build(input: .init())
        let navigation = UINavigationController(rootViewController: controller)
        let catalog = try XCTUnwrap(controller as? UIHostingController<CatalogView>).rootView
        XCTAssertNil(_first((any _NavigationPathHolding).self, in: catalog.body), "no NavigationStack inside UIKit's")
        let catalogBody = catalog.body
        _first((any _AppearancePerforming).self, in: catalogBody)?._appear()

        _first(CartButton.self, in: catalogBody)?.onAction(.onTap)
        await eventually { navigation.viewControllers.count == 2 }
        let cart = try XCTUnwrap(navigation.viewControllers.last as? UIHostingController<CartView>).rootView
        let cartBody = cart.body
        _first((any _AppearancePerforming).self, in: cartBody)?._appear()
        try await Task.sleep(for: .milliseconds(20))
        _first(BuyButton.self, in: cartBody)?.onAction(.onTap)
        await eventually { navigation.viewControllers.count == 1 }
        await eventually { _first(CartButton.self, in: catalog.body)?.state.count == 3 }
    }

    func testTheClientTheListIsBuiltWithIsCalledByItsEffectsAndPassedOnToTheDetails() async throws {
        let news = RecordingNewsClient()
        let stack = StateContainer.NavigationContainer { NewsListView(news: news, navigator: $0) }.body
        let path = { (_first((any _NavigationPathHolding).self, in: stack)?._path) ?? NavigationPath() }
        let listBody = try XCTUnwrap(_first(NewsListView.self, in: stack)).body
        let first = NewsList.ViewState.NewsItem(id: 7, title: "First", text: "…")
        let second = NewsList.ViewState.NewsItem(id: 8, title: "Second", text: "…")

        // A post that appears in the feed is marked as read by the list's effect.
        _first(NewsFeed.self, in: listBody)?.onAction(.onItemAppear(first))
        await eventually { news.readIDs == [7] }

        // A tapped post opens the details, built with the same client, which mark it as read.
        _first(NewsFeed.self, in: listBody)?.onAction(.onTapItem(second))
        await eventually { path().count == 1 }
        let pushed = try XCTUnwrap(path()._elements.first)
        let details = try XCTUnwrap(_navigationDestination(for: pushed, in: listBody) as? NewsDetailsView)
        _first((any _AppearancePerforming).self, in: details.body)?._appear()
        await eventually { news.readIDs == [7, 8] }
    }

    /// The details built by UIKit call the client they are given when they first appear, and
    /// not again when they show after a screen pushed over them is popped.
    func testTheDetailsBuiltByUIKitCallTheClientTheyAreGiven() async throws {
        let news = RecordingNewsClient()
        let post = NewsList.ViewState.NewsItem(id: 3, title: "Third", text: "…")
        let controller = NewsDetails.build(input: .init(post: post), news: news)
        let details = try XCTUnwrap(controller as? UIHostingController<NewsDetailsView>).rootView
        let appearance = try XCTUnwrap(_first((any _AppearancePerforming).self, in: details.body))
        await assertAppearingAgainChangesNothing(appear: appearance._appear, record: { news.readIDs }, expected: [3])
    }

    func testTheReducerKeepsTheInputTheStateDoesNotHold() async throws {
        let reducer = ReceiptReducer(orderId: "A-17")
        var state = ReceiptReducer.State(orderId: "A-17", total: 42)
        let outcome = await reducer.reduce(message: .input(.share), into: &state).outcome()
        guard case let .didShare(orderId)? = outcome.outputs.first else { return XCTFail("no output: \(outcome)") }
        XCTAssertEqual(orderId, "A-17")
        XCTAssertEqual(state.total, 42)
        // The screen's entry point hands the reducer the same input.
        XCTAssertNotNil(Receipt.build(input: .init(orderId: "A-17", total: 42)) as? UIHostingController<ReceiptView>)
    }

    func testAStateOfCasesGoesFromIdleThroughLoadingToLoadedOrError() async throws {
        // The input shows the loading case, and the effect reports the recipe as feedback…
        let reducer = RecipeDetailsReducer(recipeId: "7")
        var state = RecipeDetailsReducer.State.idle
        let effect = reducer.reduce(message: .input(.getRecipe), into: &state)
        XCTAssertEqual(state, .loading)
        let outcome = await effect.outcome()
        guard case let .didGetRecipe(recipe)? = outcome.feedback.first else { return XCTFail("no feedback: \(outcome)") }
        XCTAssertEqual(recipe, RecipeDetailsReducer.LoadedState(title: "Recipe 7", minutes: 20))
        // …which a store reduces into the loaded case.
        let store = RecipeDetailsReducer.ViewStore(state: .idle, reducer: reducer)
        await store.send(.getRecipe)
        XCTAssertEqual(store.state, .loaded(recipe))

        // The reducer's own input decides the case: no recipe is an error.
        let failing = RecipeDetailsReducer.ViewStore(state: .idle, reducer: RecipeDetailsReducer(recipeId: ""))
        await failing.send(.getRecipe)
        XCTAssertEqual(failing.state, .error)

        // The view is handed a store in any case, as a preview gives it; the screen's entry points
        // make one that starts idle.
        let view = RecipeDetailsView(store: failing)
        XCTAssertEqual(_first(Text.self, in: view.body), Text("error"))
        XCTAssertNotNil(RecipeDetails.build(input: .init(recipeId: "7")) as? UIHostingController<RecipeDetailsView>)
        // Specs name the nested type as in every architecture.
        let loaded: RecipeDetails.ViewState.LoadedState = .init(title: "", minutes: 0)
        XCTAssertEqual(loaded.minutes, 0)
    }

    func testTheFixtureIsCurrentWithTheTemplatesAndTheSpecs() async throws {
        try FixtureProject("Tests/Fixtures/Apps/statecontainer").assertCurrent(copying: ["Catalog", "Cart", "NewsList", "NewsDetails"])
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
