// Runs the mvi goldens of every example spec: builds each screen's intent from its input,
// calls every intent method of its spec (its actions and its custom elements' actions), and
// checks that actions with a route send the router its screen, and that the router presents it.
import Combine
import SwiftUI
import UIKit
import XCTest

@testable import GoldenMVI

@MainActor
final class MVIScreensRunTests: XCTestCase {
    private var cancellables: Set<AnyCancellable> = []

    /// The screens a model's router subject sends while `body` runs.
    private func screens<S>(_ subject: PassthroughSubject<S, Never>, _ body: () -> Void) -> [S] {
        var sent: [S] = []
        subject.sink { sent.append($0) }.store(in: &cancellables)
        body()
        return sent
    }

    func testProductCard() async {
        let intent = ProductCardIntent(input: .init(article: "A-1"), output: .init(didChangeLike: { _, _ in }))
        XCTAssertEqual(intent.model.article, "A-1")
        XCTAssertEqual(intent.model.navigationHeader.opacity, 0)
        let sent = screens(intent.model.routerSubject) {
            intent.viewDidLoad()
            intent.dismiss()
            intent.updatePosition(for: 1)
            intent.setPriceCellVisible(true)
            intent.saveSlidingStep(2)
            intent.setBottomSafeAreaInset(34)
            for action: NavigationHeader.Action in [
                .onTapBackButton, .onTapFavoriteButton, .onTapShareButton, .onTapSimilarButton, .onTapSetsButton,
            ] {
                intent.handleNavigationHeader(action)
            }
            for action: SideButtons.Action in [.onTapShareButton, .onTapSimilarButton, .onTapSetsButton] {
                intent.handleSideButtons(action)
            }
            for action: ImageSliderAssembly.Action in [.onTapSlider(1), .onTapReview(1), .onSaveSlidingStep(3)] {
                intent.handleImageSlider(action)
            }
            intent.handleFooterButtons(.onTapMapButton)
            intent.handleFooterButtons(.onTapBasketButton)
            intent.handlePriceCell(.onSetPriceCellVisible(true))
        }
        XCTAssertEqual(sent.count, 1)
        guard case .dismiss? = sent.first else { return XCTFail("dismiss opens no screen: \(sent)") }
        _ = ProductCardView(intent: intent).body
        XCTAssertTrue(ProductCard.build(input: .init(article: "B")) is UIHostingController<ProductCardView>)
    }

    func testNewsListOpensTheDetailsOfAPost() async {
        let intent = NewsListIntent(input: .init(), news: PreviewNewsClient())
        let post = NewsList.ViewState.NewsItem(id: 1, title: "T", text: "X")
        let sent = screens(intent.model.routerSubject) {
            intent.start()
            intent.didScrollToBottom()
            intent.onAppear(post: post)
            intent.newsResponse(.success([post]))
            intent.newsResponse(.failure(NewsList.ViewState.NewsError.network))
            intent.handleNewsFeed(.onTapItem(post))
            intent.handleNewsFeed(.onItemAppear(post))
            intent.details(post: post)
        }
        guard sent.count == 1, case .details(let opened) = sent[0] else { return XCTFail("\(sent)") }
        XCTAssertEqual(opened, post)
        XCTAssertEqual(intent.model.page, 1)

        // The router presents the screen it is sent.
        let router = NewsListRouter(screen: intent.model.routerSubject, news: PreviewNewsClient())
        _ = router.body
        intent.details(post: post)
        _ = router.body
        _ = NewsListView(intent: intent, news: PreviewNewsClient()).body
    }

    func testNewsDetails() async {
        let post = NewsList.ViewState.NewsItem(id: 2, title: "T", text: "X")
        let intent = NewsDetailsIntent(input: .init(post: post), news: PreviewNewsClient())
        XCTAssertEqual(intent.model.post, post)
        let sent = screens(intent.model.routerSubject) {
            intent.onAppear()
            intent.share()
            intent.dismiss()
        }
        XCTAssertEqual(sent.count, 1)
        _ = NewsDetailsView.build(input: .init(post: post), news: PreviewNewsClient())
    }

    func testImagePreview() async {
        let url = URL(string: "https://example.com/i.png")!
        let intent = ImagePreviewIntent(input: .init(imageURL: url))
        XCTAssertEqual(intent.model.imageURL, url)
        XCTAssertTrue(intent.model.isLoading)
        let sent = screens(intent.model.routerSubject) {
            intent.onAppear()
            intent.onTapImage()
            intent.didLoadImage(UIImage())
            intent.didFailLoading(message: "offline")
            intent.handleImageCard(.onTap)
        }
        XCTAssertTrue(sent.isEmpty, "no action of ImagePreview has a route's name")
        // A user's code sends the routes; the router shows them.
        let router = ImagePreviewRouter(screen: intent.model.routerSubject, intent: intent)
        _ = router.body
        intent.model.routerSubject.send(.alert(title: "Oops", message: "offline"))
        intent.model.routerSubject.send(.descriptionImage(image: UIImage()))
        _ = router.body
        _ = ImagePreviewView(intent: intent).body
    }

    func testDescriptionImage() async {
        let image = UIImage()
        let intent = DescriptionImageIntent(input: .init(image: image))
        XCTAssertTrue(intent.model.image === image)
        let sent = screens(intent.model.routerSubject) {
            intent.onAppear()
            intent.dismiss()
        }
        XCTAssertEqual(sent.count, 1)
    }

    func testNumbersList() async {
        let intent = NumbersListIntent(input: .init(), output: .init(numbersDownloaded: {}), numbers: PreviewNumbersClient())
        XCTAssertEqual(intent.model.content, .idle)
        // Without routes there is no router, and no routerSubject to send a screen through.
        intent.onAppear()
        intent.numbersDownloaded(.success([1, 2]))
        intent.retry()
        intent.handleNumbersContent(.onTapRetry)
        XCTAssertEqual(intent.model.numbersContent.content, .idle)
    }

    func testCatalogOpensTheCart() async {
        let intent = CatalogIntent(input: .init())
        let sent = screens(intent.model.routerSubject) {
            intent.onAppear()
            intent.handleCatalogItemList(.onAddItem("a"))
            intent.handleCatalogItemList(.onRemoveItem("a"))
            intent.handleCatalogItemList(.onSelectItem("a"))
            intent.handleCartButton(.onTap)
            intent.openCart()
        }
        guard sent.count == 1, case .openCart = sent[0] else { return XCTFail("\(sent)") }
        XCTAssertFalse(intent.model.cartButton.isEnabled)
        _ = CatalogRouter(screen: intent.model.routerSubject, intent: intent).body
    }

    func testCart() async {
        let intent = CartIntent(input: .init(), output: .init(didBuy: { _ in }))
        let sent = screens(intent.model.routerSubject) {
            intent.onAppear()
            intent.buy()
            intent.handleBuyButton(.onTap)
            intent.closeButtonTapped()
        }
        XCTAssertEqual(sent.count, 1)
        XCTAssertFalse(intent.model.buyButton.isEnabled)
    }

    /// The model publishes its changes, which the intent forwards to the view. (On Linux,
    /// OpenCombine synthesizes a new `objectWillChange` for each read of an object without
    /// `@Published` properties, such as the intent, so only the model's side is checked here;
    /// Apple's Combine keeps one per object.)
    func testTheModelPublishesItsChanges() async {
        let intent = NewsListIntent(input: .init(), news: PreviewNewsClient())
        let model = try? XCTUnwrap(intent.model as? NewsListModel)
        var changes = 0
        model?.objectWillChange.sink { changes += 1 }.store(in: &cancellables)
        model?.fetchPageStarted()
        XCTAssertEqual(changes, 2, "one change for each field the start sets: isLoading, errorMessage")
    }

    /// The view owns its intent: a `@StateObject`, which SwiftUI makes once and keeps, with the
    /// intent's model, when the parent rebuilds the view.
    func testTheViewOwnsItsIntent() {
        let view = CartView.build(input: .init())
        let intent = Mirror(reflecting: view).children.first { $0.label == "_intent" }?.value
        XCTAssertTrue(intent is StateObject<CartIntent>, "the view's intent is \(intent.map { type(of: $0) } ?? Any.self)")
    }

    /// With `states:`, `update(state: .initial)` sets every field of the model as the screen
    /// opened with it, after the model's own changes (the intent's only way to write its
    /// `private(set)` fields).
    func testTheInitialStateResetsTheModel() throws {
        let model = ShelfModel(input: .init())
        model.update(state: .fetchTitlesLoaded(titles: ["First"]))
        model.update(state: .fetchTitlesStarted)
        XCTAssertEqual(model.titles, ["First"])
        XCTAssertTrue(model.isLoading)
        model.update(state: .initial)
        XCTAssertEqual(model.titles, [])
        XCTAssertFalse(model.isLoading)
        XCTAssertNil(model.failure)
    }

    /// Without `states:`, the model has no `StateType`: its changes are methods, and it keeps
    /// no input.
    func testAModelWithoutStatesKeepsNoInput() {
        let post = NewsList.ViewState.NewsItem(id: 1, title: "First", text: "")
        let model = NewsDetailsModel(input: .init(post: post))
        XCTAssertFalse(Mirror(reflecting: model).children.contains { $0.label == "input" })
    }

    /// An alert route is shown with `alert(_:isPresented:actions:message:)`, with its title and
    /// message.
    func testTheRouterShowsAnAlertWithItsTitleAndMessage() {
        let screen = PassthroughSubject<ImagePreviewRouter.ScreenType, Never>()
        let intent = ImagePreviewIntent(input: .init(imageURL: URL(string: "https://example.com/i.png")!))
        let router = ImagePreviewRouter(screen: screen, intent: intent)
        let receiving = router.body
        screen.send(.alert(title: "Oops", message: "offline"))
        let alert = _firstAlert(in: router.body)
        XCTAssertEqual(alert?.title, Text("Oops"))
        XCTAssertEqual(alert?.messageText, Text("offline"))
        XCTAssertEqual(alert?.isPresented.wrappedValue, true)
        withExtendedLifetime(receiving) {}
    }

    /// An alert's buttons are shown in order with their roles, and a confirmation dialog as one;
    /// a button with an action calls the intent's method of it.
    func testTheRouterShowsTheButtonsOfAnAlertAndADialog() {
        let screen = PassthroughSubject<ImagePreviewRouter.ScreenType, Never>()
        let intent = ImagePreviewIntent(input: .init(imageURL: URL(string: "https://example.com/i.png")!))
        let router = ImagePreviewRouter(screen: screen, intent: intent)
        let receiving = router.body
        screen.send(.deleteImage)
        let deletion = _firstAlert(in: router.body)
        XCTAssertEqual(deletion?.buttons.map(\.titleText), [Text("Delete"), Text("Cancel")])
        XCTAssertEqual(deletion?.buttons.map(\.role), [.destructive, .cancel])
        XCTAssertEqual(deletion?.isConfirmationDialog, false)
        deletion?.buttons.first?.action()
        screen.send(.shareImage)
        let sharing = _firstAlert(in: router.body)
        XCTAssertEqual(sharing?.buttons.map(\.titleText), [Text("Messages"), Text("Mail"), Text("Cancel")])
        XCTAssertEqual(sharing?.isConfirmationDialog, true)
        withExtendedLifetime(receiving) {}
    }
}
