// The two-screen app of Tests/Fixtures/Apps/mvvm, generated from Specs/Catalog.yaml and
// Specs/Cart.yaml with the user's code written into the handlers: the catalog, built in its
// navigation controller, pushes the cart through its router; the cart reports the purchase
// through its output, which comes back to the catalog's view model as an action through the
// catalog's reducer; and the cart's dismiss pops it. NewsList (Specs/NewsList.yaml and
// Specs/NewsDetails.yaml) is built with a NewsClient, which its view model calls and its router
// passes on to the NewsDetails it pushes.
import FeaturegenCore
import FeaturegenTestSupport
import Foundation
import SwiftUI
import UIKit
import XCTest

@testable import MVVMApp

@MainActor
final class MVVMAppTests: XCTestCase {
    /// The view a module's hosting controller shows.
    private func view<V>(_ type: V.Type, of controller: UIViewController) throws -> V {
        let host = try XCTUnwrap(controller as? UIHostingController<AnyView>)
        return try XCTUnwrap(_first(V.self, in: host.rootView))
    }

    func testTheCatalogPushesTheCartWhichReportsThePurchaseAndPopsBack() async throws {
        let navigation = Catalog.buildInNavigation()
        let catalog = try view(CatalogView.self, of: navigation.viewControllers[0])

        catalog.reducer(.openCart)
        await eventually { navigation.viewControllers.count == 2 }
        let cart = try view(CartView.self, of: navigation.viewControllers[1])
        cart.state.items = [.init(title: "Tea", count: 2), .init(title: "Cake", count: 1)]

        // The cart's buy handler calls its output and dismisses; the output is the catalog's
        // cartDidBuy action, whose handler counts the items.
        cart.reducer(.buy)
        await eventually { catalog.state.cartCount == 3 }
        await eventually { navigation.viewControllers.count == 1 }
        XCTAssertTrue(catalog.state.cartButton.isEnabled)
    }

    // MARK: - The UIKit screen (view: uikit)

    /// The builder returns Scoreboard's view controller as it is, not hosted; once its view
    /// loads it renders the state, and the actions it sends change the state, which it renders.
    func testTheUIKitScreenSendsActionsAndRendersTheStateTheyChange() async throws {
        let controller = try XCTUnwrap(Scoreboard.build(input: .init(title: "Final")) as? ScoreboardViewController)
        XCTAssertEqual(controller.renders, 0, "nothing is rendered before the view loads")
        controller.loadViewIfNeeded()
        XCTAssertEqual(controller.shownTitle, "Final")
        XCTAssertEqual(controller.shownScore, 0)

        controller.send(.addPoints(3))
        controller.send(.addPoints(4))
        await eventually { controller.shownScore == 7 }
        XCTAssertEqual(controller.state.score, 7)
    }

    /// A change made to the state from outside the view model reaches the controller too, and
    /// a thousand actions in a row end in the last state, rendered.
    func testTheUIKitScreenRendersEveryChangeOfTheState() async throws {
        let controller = try XCTUnwrap(Scoreboard.build(input: .init(title: "Final")) as? ScoreboardViewController)
        controller.loadViewIfNeeded()
        await controller.state.update { $0.title = "Replay" }
        await eventually { controller.shownTitle == "Replay" }
        for _ in 0..<1_000 { controller.send(.addPoints(1)) }
        await eventually { controller.shownScore == 1_000 }
        XCTAssertGreaterThan(controller.renders, 1)
    }

    /// The controller is the router's parent: its dismiss route dismisses the controller that
    /// presented it; and nothing the observation holds keeps the screen alive.
    func testTheUIKitScreenIsItsRoutersParentAndGoesAwayWhenClosed() async throws {
        let parent = UIViewController()
        weak var released: ScoreboardViewController?
        do {
            let controller = try XCTUnwrap(Scoreboard.build(input: .init(title: "Final")) as? ScoreboardViewController)
            controller.loadViewIfNeeded()
            parent.present(controller, animated: false)
            controller.send(.dismiss)
            await eventually { parent.presentedViewController == nil }
            released = controller
        }
        await eventually { released == nil }
    }

    func testTheRouterHoldsItsReducerWeakly() async throws {
        weak var released: Reducer<Catalog.ViewModel>?
        let router = Catalog.Router()
        do {
            let state = Catalog.ViewState(input: nil)
            let reducer = Reducer(viewModel: Catalog.ViewModel(state: state, input: nil, output: nil, router: router))
            router.reducer = reducer
            released = reducer
        }
        XCTAssertNil(released, "the router keeps the reducer, and the reducer its view model and router")
        XCTAssertNil(router.reducer)
    }

    func testTheNewsListPassesItsClientToTheDetailsItPushes() async throws {
        let news = RecordingNewsClient()
        let navigation = NewsList.buildInNavigation(news: news)
        let list = try view(NewsListView.self, of: navigation.viewControllers[0])
        let first = NewsList.ViewState.NewsItem(id: 7, title: "First", text: "…")
        let second = NewsList.ViewState.NewsItem(id: 8, title: "Second", text: "…")

        // A post that appears in the feed is marked as read by the list's view model.
        list.reducer(.onNewsFeedAction(.onItemAppear(first)))
        await eventually { news.readIDs == [7] }

        // A tapped post pushes the details, built with the same client, which mark it as read.
        list.reducer(.onNewsFeedAction(.onTapItem(second)))
        await eventually { navigation.viewControllers.count == 2 }
        let details = try view(NewsDetailsView.self, of: navigation.viewControllers[1])
        details.reducer(.onAppear)
        await eventually { news.readIDs == [7, 8] }

        // Its dismiss pops it.
        details.reducer(.dismiss)
        await eventually { navigation.viewControllers.count == 1 }
    }

    /// The details mark their post as read when they first appear, not again when they show
    /// after a screen pushed over them is popped.
    func testTheDetailsLoadOnTheirFirstAppearanceOnly() async throws {
        let news = RecordingNewsClient()
        let post = NewsList.ViewState.NewsItem(id: 3, title: "Third", text: "…")
        let details = try view(NewsDetailsView.self, of: NewsDetails.build(input: .init(post: post), news: news))
        let appearance = try XCTUnwrap(_first((any _AppearancePerforming).self, in: details.body))
        await assertAppearingAgainChangesNothing(appear: appearance._appear, record: { news.readIDs }, expected: [3])
    }

    func testTheFixtureIsCurrentWithTheTemplatesAndTheSpecs() async throws {
        try FixtureProject("Tests/Fixtures/Apps/mvvm").assertCurrent(copying: ["Catalog", "Cart", "NewsList", "NewsDetails"])
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
