// Runs the tca goldens of every example spec through the ComposableArchitecture stand-in: builds
// each feature's store from its State's initializer, sends every action of its spec (its own,
// its subviews' through their Scope, and its destinations'), and checks what the generated
// reducer does with routes: destinations presented, alerts shown, dismissal, delegate actions.
import ComposableArchitecture
import SwiftUI
import UIKit
import XCTest

@testable import GoldenTCA

/// Records the features that dismissed themselves through `@Dependency(\.dismiss)`.
final class DismissLog: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var dismissals: Int { lock.withLock { count } }
    func record() { lock.withLock { count += 1 } }
}

@MainActor
final class TCAFeaturesRunTests: XCTestCase {
    let dismissals = DismissLog()

    /// Every test runs with a `dismiss` that records, which the stores it builds take.
    override func invokeTest() {
        let log = dismissals
        withDependencies {
            $0.dismiss = DismissEffect { log.record() }
        } operation: {
            super.invokeTest()
        }
    }

    /// Sends the actions one by one, waits for their effects, renders the view.
    private func run<State, Action>(_ store: Store<State, Action>, _ actions: [Action], view: (Store<State, Action>) -> some View) async {
        for action in actions {
            store.send(action)
        }
        await store.finish()
        _ = view(store).body
    }

    /// The stand-in's TestStore, which the generated tests use, checks as TCA's does: every
    /// change of the state, exhaustively, and every action an effect sends back.
    func testTheTestStoreChecksEveryChangeAndEveryReceivedAction() async {
        let store = TestStore(initialState: Cart.State()) { Cart() }
        store.reportsFailures = false
        await store.send(.buy)
        XCTAssertEqual(store.failures, [], "the generated reducer changes nothing on buy")
        await store.send(.buy) { $0.isBuying = true }
        XCTAssertEqual(store.failures.count, 1, "an expected change that did not happen fails")
        let relay = TestStore(initialState: Cart.State()) {
            Reduce<Cart.State, Cart.Action> { _, action in
                if case .buy = action { return .send(.delegate(.didBuy(itemCount: 2))) }
                return .none
            }
        }
        await relay.send(.buy)
        await relay.receive(\.delegate)
        await relay.finish()
        XCTAssertEqual(relay.failures, [])
    }

    /// As in TCA, a cancellation id belongs to its store: tests that run in parallel (Swift
    /// Testing's default), each with its store, never cancel each other's effects.
    func testStoresDoNotCancelEachOthersEffects() async {
        let stores = (0..<2).map { _ in
            TestStore(initialState: Cart.State()) {
                Reduce<Cart.State, Cart.Action> { _, action in
                    guard case .buy = action else { return .none }
                    return .run { send in
                        try await Task.sleep(nanoseconds: 20_000_000)
                        await send(.delegate(.didBuy(itemCount: 1)))
                    }
                    .cancellable(id: "buying", cancelInFlight: true)
                }
            }
        }
        for store in stores {
            store.reportsFailures = false
            await store.send(.buy)
        }
        for store in stores {
            await store.receive(\.delegate)
            XCTAssertEqual(store.failures, [], "each store receives what its own effect sent")
        }
    }

    func testProductCard() async throws {
        let store = Store(initialState: ProductCard.State(article: "A-1")) { ProductCard() }
        XCTAssertTrue(store.article == "A-1")
        XCTAssertTrue(store.loadingState == .loading && store.position == .bottom && store.isImageSliderVertical)
        await run(
            store,
            [
                .viewDidLoad, .updatePosition(1), .setPriceCellVisible(true), .saveLastSlidingStep(2), .setBottomSafeAreaInset(34),
                .navigationHeader(.onTapBackButton), .navigationHeader(.onTapFavoriteButton), .navigationHeader(.onTapShareButton),
                .navigationHeader(.onTapSimilarButton), .navigationHeader(.onTapSetsButton),
                .sideButtons(.onTapShareButton), .sideButtons(.onTapSimilarButton), .sideButtons(.onTapSetsButton),
                .imageSliderAssembly(.onTapSlider(1)), .imageSliderAssembly(.onTapReview(1)), .imageSliderAssembly(.onSaveSlidingStep(3)),
                .footerButtons(.onTapMapButton), .footerButtons(.onTapBasketButton), .priceCell(.onSetPriceCellVisible(true)),
                .delegate(.didChangeLike(productId: UUID(), isLiked: true)), .dismiss,
            ], view: ProductCardView.init)
        // The children's state shows the feature's fields.
        XCTAssertTrue(store.navigationHeader.opacity == 0)
        XCTAssertTrue(store.imageSliderAssembly.initialOffset == 146.0)
        XCTAssertTrue(dismissals.dismissals == 1)
    }

    /// Children keep stored state (what TCA scopes along), in step with the parent: the parent
    /// owns the fields they show and its body's `onChange(of:)` pushes them when an action changes
    /// them (ProductCard's generated handlers change none: TCAAppTests' Catalog has a handler that
    /// does); a child's writable field comes back to the parent on that child's action; what a
    /// child keeps of its own is not lost (an empty setter used to drop it).
    func testChildStateIsStoredAndKeptInStep() {
        let reducer = ProductCard()
        var state = ProductCard.State(article: "A-1")
        XCTAssertTrue(state.navigationHeader.article == "A-1" && state.navigationHeader.opacity == 0)
        XCTAssertTrue(state.footerButtons.shouldShowPriceInButton)

        // A field a child keeps is the child's at once; an action changes no field the children
        // show computed, so they stay as the initializer made them.
        state.article = "B-2"
        _ = reducer.reduce(into: &state, action: .viewDidLoad)
        XCTAssertTrue(state.navigationHeader.article == "B-2" && state.navigationHeader.opacity == 0)
        XCTAssertTrue(state.sideButtons.position == .bottom && state.imageSliderAssembly.position == .bottom)
        XCTAssertTrue(state.footerButtons.shouldShowPriceInButton)

        // A child changes its writable field: it comes back to the parent on the child's action.
        state.imageSliderAssembly.currentStep = 7
        _ = reducer.reduce(into: &state, action: .imageSliderAssembly(.onSaveSlidingStep(7)))
        XCTAssertTrue(state.currentSlidingStep == 7 && state.imageSliderAssembly.currentStep == 7)

        // The parent changes that field itself: the child follows.
        state.currentSlidingStep = 2
        _ = reducer.reduce(into: &state, action: .viewDidLoad)
        XCTAssertTrue(state.imageSliderAssembly.currentStep == 2)
    }

    /// A child with a writable field binds it in its view (`$store.currentStep`): the write is the
    /// child's binding action, which `BindingReducer` applies, and which comes back to the parent.
    func testAChildsViewBindsItsWritableField() async throws {
        let store = Store(initialState: ProductCard.State(article: "A-1")) { ProductCard() }
        let slider = ImageSliderAssemblyView(store: store.scope(\.imageSliderAssembly, action: \.imageSliderAssembly))
        slider.$store.currentStep.wrappedValue = 4
        XCTAssertTrue(store.imageSliderAssembly.currentStep == 4)
        XCTAssertTrue(store.currentSlidingStep == 4, "the child's binding action came back to the parent's field")
        _ = slider.body

        // The action is the child's own `.binding`, so the parent can match it by its field.
        var state = ProductCard.State(article: "A-1")
        let action = ImageSliderAssembly.Action.binding(.set(\.currentStep, 6))
        guard case .binding(\.currentStep) = action else { return XCTFail("not a binding of currentStep") }
        _ = ProductCard().reduce(into: &state, action: .imageSliderAssembly(action))
        XCTAssertTrue(state.currentSlidingStep == 6)
    }

    func testNewsListPresentsTheDetailsOfAPost() async throws {
        // `start` calls the client: TCAEffectRunTests runs it with the endpoint replaced.
        let store = Store(initialState: NewsList.State()) { NewsList() }
        let post = NewsList.ViewState.NewsItem(id: 1, title: "Title", text: "Text")
        XCTAssertTrue(store.page == 1 && store.news.isEmpty)
        await run(
            store,
            [
                .didScrollToBottom, .onAppear(post: post), .newsResponse(.success([post])),
                .newsResponse(.failure(NewsList.ViewState.NewsError.network)), .newsFeed(.onTapItem(post)), .newsFeed(.onItemAppear(post)),
            ], view: NewsListView.init)
        XCTAssertTrue(store.destination == nil)
        store.send(.details(post: post))
        XCTAssertTrue(store.destination == .details(NewsDetails.State(post: post)))
        XCTAssertTrue(store.state.destination?.details?.post == post)

        // The view's binding presents the details, and its actions reach the details' reducer.
        let view = NewsListView(store: store)
        let binding = Bindable(store).scope(\.$destination, action: \.destination).details
        let details = try XCTUnwrap(binding.wrappedValue)
        XCTAssertTrue(details.post == post)
        details.send(.onAppear)
        details.send(.share)
        _ = view.body
        // SwiftUI dismissing the screen sends `.dismiss`, which clears the destination.
        binding.wrappedValue = nil
        XCTAssertTrue(store.destination == nil)

        // The presented feature's own `dismiss` asks its presenter: the destination goes away.
        store.send(.details(post: post))
        try XCTUnwrap(binding.wrappedValue).send(.dismiss)
        await store.finish()
        XCTAssertTrue(store.destination == nil)
        XCTAssertTrue(dismissals.dismissals == 0)
    }

    func testNewsDetailsDismissesItself() async throws {
        let post = NewsList.ViewState.NewsItem(id: 2, title: "T", text: "X")
        let store = Store(initialState: NewsDetails.State(post: post)) { NewsDetails() }
        await run(store, [.onAppear, .share, .dismiss], view: NewsDetailsView.init)
        XCTAssertTrue(store.post == post)
        XCTAssertTrue(dismissals.dismissals == 1)
    }

    func testImagePreviewPresentsTheDescriptionAndAnAlert() async throws {
        let url = URL(string: "https://example.com/i.png")!
        let store = Store(initialState: ImagePreview.State(imageURL: url)) { ImagePreview() }
        XCTAssertTrue(store.imageURL == url && store.isLoading)
        await run(
            store,
            [
                .onAppear, .onTapImage, .didLoadImage(UIImage()), .didFailLoading(message: "offline"), .imageCard(.onTap),
            ], view: ImagePreviewView.init)
        XCTAssertTrue(store.destination == nil)
        // The routes have no action of their own here; a user's code sets the state.
        var state = store.state
        state.destination = .descriptionImage(DescriptionImage.State(image: UIImage()))
        XCTAssertTrue(state.destination?.descriptionImage?.description == "")
    }

    /// The alert route is a case of the destination, built by its AlertState builder with the
    /// route's title and message and an OK button; SwiftUI dismissing it clears the destination.
    func testImagePreviewsAlertIsADestinationWithItsTitleAndMessage() async throws {
        let alert = AlertState.alert(title: "Oops", message: "offline")
        XCTAssertTrue(alert.title == TextState("Oops") && alert.message == TextState("offline"))
        XCTAssertTrue(alert.buttons.map(\.label) == [TextState("OK")] && alert.buttons.first?.role == .cancel)

        var initialState = ImagePreview.State(imageURL: URL(string: "https://example.com/i.png")!)
        initialState.destination = .alert(alert)
        let store = Store(initialState: initialState) { ImagePreview() }
        let view = ImagePreviewView(store: store)
        let binding = view.$store.scope(\.$destination, action: \.destination).alert
        XCTAssertTrue(try XCTUnwrap(binding.wrappedValue).state.title == TextState("Oops"))
        _ = view.body
        binding.wrappedValue = nil
        XCTAssertTrue(store.destination == nil)
    }

    func testDescriptionImage() async throws {
        let image = UIImage()
        let store = Store(initialState: DescriptionImage.State(image: image)) { DescriptionImage() }
        await run(store, [.onAppear, .dismiss], view: DescriptionImageView.init)
        XCTAssertTrue(store.image === image)
        XCTAssertTrue(dismissals.dismissals == 1)
    }

    func testNumbersList() async throws {
        let store = Store(initialState: NumbersList.State()) {
            NumbersList()
        } withDependencies: {
            $0.numbers.fetch = { _ in [1, 2] }
        }
        XCTAssertTrue(store.content == .idle)
        await run(
            store,
            [
                .onAppear, .retry, .numbersDownloaded(.success([1, 2])), .numbersContent(.onTapRetry),
                .delegate(.numbersDownloaded),
            ], view: NumbersListView.init)
        XCTAssertTrue(store.numbersContent.content == .idle)
    }

    func testCatalogOpensTheCart() async throws {
        let store = Store(initialState: Catalog.State()) { Catalog() }
        await run(
            store,
            [
                .onAppear, .catalogItemList(.onAddItem("a")), .catalogItemList(.onRemoveItem("a")),
                .catalogItemList(.onSelectItem("a")), .cartButton(.onTap),
            ], view: CatalogView.init)
        XCTAssertTrue(store.cartButton.isEnabled == false)
        store.send(.openCart)
        XCTAssertTrue(store.destination == .openCart(Cart.State()))
        store.send(.destination(.presented(.openCart(.buy))))
        store.send(.destination(.presented(.openCart(.buyButton(.onTap)))))
        // Cart's didBuy reaches Catalog's reducer, in the case the route's `output:` made.
        store.send(.destination(.presented(.openCart(.delegate(.didBuy(itemCount: 2))))))
        store.send(.destination(.dismiss))
        XCTAssertTrue(store.destination == nil)
    }

    func testCart() async throws {
        let store = Store(initialState: Cart.State()) { Cart() }
        await run(
            store, [.onAppear, .buy, .buyButton(.onTap), .delegate(.didBuy(itemCount: 1)), .closeButtonTapped], view: CartView.init)
        XCTAssertTrue(store.buyButton.isEnabled == false)
        XCTAssertTrue(dismissals.dismissals == 1)
    }

    func testEveryFeatureBuildsAScreenForUIKitNavigation() async {
        let post = NewsList.ViewState.NewsItem(id: 3, title: "T", text: "X")
        let screens = [
            ProductCard.build(input: .init(article: "A")), NewsList.build(input: .init()), NewsDetails.build(input: .init(post: post)),
            ImagePreview.build(input: .init(imageURL: URL(string: "https://example.com")!)),
            DescriptionImage.build(input: .init(image: UIImage())), NumbersList.build(input: .init()), Catalog.build(input: .init()),
            Cart.build(input: .init()),
        ]
        XCTAssertTrue(screens.count == 8)
    }

    /// Opened by UIKit, a feature's delegate actions go to its Output, and its `dismiss` pops
    /// the hosting controller, or dismisses it when it was presented.
    func testTheUIKitEntryReportsOutputsAndDismisses() async throws {
        let received = DelegateLog()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let cart = Cart.build(input: .init()) { received.record("\($0)") }
        navigation.pushViewController(cart, animated: false)
        let store = try XCTUnwrap((cart as? UIHostingController<CartView?>)?.rootView?.store)
        store.send(.delegate(.didBuy(itemCount: 3)))
        XCTAssertTrue(received.actions == ["didBuy(itemCount: 3)"])
        store.send(.closeButtonTapped)
        await store.finish()
        XCTAssertTrue(navigation.viewControllers.count == 1)
        XCTAssertTrue(dismissals.dismissals == 0)

        let presenter = UIViewController()
        let post = NewsList.ViewState.NewsItem(id: 4, title: "T", text: "X")
        let details = NewsDetails.build(input: .init(post: post))
        presenter.present(details, animated: false)
        let detailsStore = try XCTUnwrap((details as? UIHostingController<NewsDetailsView?>)?.rootView?.store)
        detailsStore.send(.dismiss)
        await detailsStore.finish()
        XCTAssertTrue(presenter.presentedViewController == nil)
    }
}

/// What a UIKit opener received through a feature's Output.
final class DelegateLog: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [String] = []
    var actions: [String] { lock.withLock { received } }
    func record(_ action: String) { lock.withLock { received.append(action) } }
}

/// The effect NewsList's spec declares (`start` calls `news.fetchPage`), run by the store with
/// the client's endpoint replaced, as TCA's own tests do with `withDependencies`.
@MainActor
final class TCAEffectRunTests: XCTestCase {
    private struct Offline: Error {}

    private let post = NewsList.ViewState.NewsItem(id: 1, title: "Title", text: "Text")

    func testTheResponseSetsTheListAndEndsTheLoading() async {
        let post = post
        let store = Store(initialState: NewsList.State()) {
            NewsList()
        } withDependencies: {
            $0.news.fetchPage = { page in page == 1 ? [post] : [] }
        }
        let task = store.send(.start)
        XCTAssertTrue(store.isLoading, "the reducer sets the loading flag before the call")
        await task.finish()
        XCTAssertTrue(store.news == [post] && !store.isLoading && store.errorMessage == nil)
    }

    func testAFailureSetsTheErrorText() async {
        let store = Store(initialState: NewsList.State()) {
            NewsList()
        } withDependencies: {
            $0.news.fetchPage = { _ in throw Offline() }
        }
        await store.send(.start).finish()
        XCTAssertTrue(store.news.isEmpty && !store.isLoading && store.errorMessage != nil)
    }
}
