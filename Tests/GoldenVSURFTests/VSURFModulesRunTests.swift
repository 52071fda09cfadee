// Runs the vsurf goldens of every example spec: builds each module's unit from the services
// factory and its state holder, calls every ViewOutput method of its spec on the state holder,
// and the view's navigation for each action with a route: the NavigationState it changes is
// the one the ViewGroup presents from.
import Combine
import SwiftUI
import UIKit
import XCTest

@testable import GoldenVSURF

@MainActor
final class VSURFModulesRunTests: XCTestCase {
    /// The module's view over state the test holds, as its ViewGroup builds it.
    private func view<ViewState, Navigation>(
        _ state: ViewState, _ navigation: Navigation, make: (Binding<ViewState>, Binding<Navigation>) -> some View
    ) -> (Binding<Navigation>, () -> Void) {
        let stateBox = State(wrappedValue: state), navigationBox = State(wrappedValue: navigation)
        let view = make(stateBox.projectedValue, navigationBox.projectedValue)
        return (navigationBox.projectedValue, { _ = view.body })
    }

    func testProductCard() async {
        let holder = ProductCardViewStateHolder(article: "A-1", productCardUnit: VSURFServices.Units.productCard())
        XCTAssertEqual(holder.state.article, "A-1")
        XCTAssertEqual(holder.state.navigationHeader.opacity, 0)
        holder.viewDidLoad()
        holder.dismiss()
        holder.updatePosition(for: 1)
        holder.setPriceCellVisible(true)
        holder.saveSlidingStep(2)
        holder.setBottomSafeAreaInset(34)
        for action: NavigationHeader.Action in [
            .onTapBackButton, .onTapFavoriteButton, .onTapShareButton, .onTapSimilarButton, .onTapSetsButton,
        ] {
            holder.handleNavigationHeader(action)
        }
        for action: SideButtons.Action in [.onTapShareButton, .onTapSimilarButton, .onTapSetsButton] {
            holder.handleSideButtons(action)
        }
        for action: ImageSliderAssembly.Action in [.onTapSlider(1), .onTapReview(1), .onSaveSlidingStep(3)] {
            holder.handleImageSlider(action)
        }
        holder.handleFooterButtons(.onTapMapButton)
        holder.handleFooterButtons(.onTapBasketButton)
        holder.handlePriceCell(.onSetPriceCellVisible(true))
        let (_, render) = view(holder.state, ProductCardNavigationState()) {
            ProductCardView(state: $0, navigationState: $1, output: holder)
        }
        render()
        _ = ProductCardViewGroup(article: "B").body
        XCTAssertTrue(ProductCard.build(input: .init(article: "C")) is UIHostingController<ProductCardViewGroup>)
    }

    func testNewsListPushesTheDetails() async {
        let holder = NewsListViewStateHolder(newsListUnit: VSURFServices.Units.newsList(news: PreviewNewsClient()))
        let post = NewsList.ViewState.NewsItem(id: 1, title: "T", text: "X")
        holder.start()
        holder.didScrollToBottom()
        holder.onAppear(post: post)
        holder.handleNewsFeed(.onTapItem(post))
        holder.handleNewsFeed(.onItemAppear(post))
        holder.details(post: post)
        XCTAssertEqual(holder.state.page, 1)

        let stateBox = State(wrappedValue: holder.state), navigationBox = State(wrappedValue: NewsListNavigationState())
        let view = NewsListView(state: stateBox.projectedValue, navigationState: navigationBox.projectedValue, output: holder)
        XCTAssertTrue(navigationBox.wrappedValue.path.isEmpty)
        view.details(post: post)
        let pushed = navigationBox.wrappedValue.path._elements.last?.base as? VSURFScreen<NewsListNavigationState.Destination>
        guard case .details(let details)? = pushed?.destination else { return XCTFail("the details are pushed") }
        XCTAssertEqual(details, post)
        view.details(post: post)
        XCTAssertEqual(navigationBox.wrappedValue.path.count, 2)
        navigationBox.wrappedValue.pop()
        XCTAssertEqual(navigationBox.wrappedValue.path.count, 1)
        navigationBox.wrappedValue.popToRoot()
        XCTAssertTrue(navigationBox.wrappedValue.path.isEmpty)
        navigationBox.wrappedValue.pop()
        XCTAssertTrue(navigationBox.wrappedValue.path.isEmpty)
        _ = view.body
        // The ViewGroup's NavigationStack shows the details for what is pushed.
        let group = NewsListViewGroup(news: PreviewNewsClient())
        let destination = pushed.flatMap { _navigationDestination(for: AnyHashable($0), in: group.body) }
        XCTAssertNotNil(destination.flatMap { _first(NewsDetailsViewGroup.self, in: $0) })
    }

    /// Pushed at depth 1 on its opener's stack, a navigation pushes there, keeps no copy of the
    /// opener's path, and pops back to its own screen, never further.
    func testAPushedNavigationPopsNoFurtherThanItsOwnScreen() {
        let post = NewsList.ViewState.NewsItem(id: 1, title: "T", text: "X")
        var shown = NavigationPath()
        shown.append(VSURFScreen("the opener's screen", depth: 0))
        shown.append(VSURFScreen("the module's screen", depth: 1))
        let openerPath = State(wrappedValue: shown), own = State(wrappedValue: NewsListNavigationState())
        let navigation = own.projectedValue.pushing(on: openerPath.projectedValue, at: 1)
        navigation.wrappedValue.push(destination: .details(post: post))
        navigation.wrappedValue.push(destination: .details(post: post))
        XCTAssertEqual(openerPath.wrappedValue.count, 4)
        XCTAssertTrue(own.wrappedValue.path.isEmpty, "the path is the opener's alone")
        XCTAssertEqual((openerPath.wrappedValue._elements.last?.base as? VSURFScreen<NewsListNavigationState.Destination>)?.depth, 3)

        navigation.wrappedValue.popToRoot()
        XCTAssertEqual(openerPath.wrappedValue.count, 2, "back to the module's screen")
        navigation.wrappedValue.pop()
        XCTAssertEqual(openerPath.wrappedValue.count, 2, "the module's screen is its opener's to pop")
        navigation.wrappedValue.push(destination: .details(post: post))
        navigation.wrappedValue.pop()
        XCTAssertEqual(openerPath.wrappedValue.count, 2)
    }

    /// The ViewGroup presents its navigation state's screen with `sheet(item:)`: the sheet keeps
    /// the screen it was given while it closes, after the navigation state has let it go.
    func testTheViewGroupsSheetKeepsItsScreenWhileItCloses() throws {
        let group = ImagePreviewViewGroup(imageURL: URL(string: "https://example.com/i.png")!)
        let navigation = try XCTUnwrap(
            Mirror(reflecting: group).children.first { $0.label == "_navigationState" }?.value as? State<ImagePreviewNavigationState>)
        XCTAssertNil(_firstModal(in: group.body)?.presentedContent)
        navigation.wrappedValue.present(destination: .descriptionImage(image: UIImage()))
        let sheet = try XCTUnwrap(_first((any _ItemPresenting).self, in: group.body))
        let presented = try XCTUnwrap(sheet._item)
        XCTAssertNotNil(_first(DescriptionImageViewGroup.self, in: sheet._presentedView(for: presented) as Any))

        try XCTUnwrap(_firstModal(in: group.body)).isPresented.wrappedValue = false
        XCTAssertNil(navigation.wrappedValue.presented)
        XCTAssertNotNil(_first(DescriptionImageViewGroup.self, in: sheet._presentedView(for: presented) as Any), "shown as it slides away")
    }

    func testNewsDetails() async {
        let post = NewsList.ViewState.NewsItem(id: 2, title: "T", text: "X")
        let holder = NewsDetailsViewStateHolder(post: post, newsDetailsUnit: VSURFServices.Units.newsDetails(news: PreviewNewsClient()))
        holder.onAppear()
        holder.share()
        holder.dismiss()
        XCTAssertEqual(holder.state.post, post)
        let (_, render) = view(holder.state, NewsDetailsNavigationState()) {
            NewsDetailsView(state: $0, navigationState: $1, output: holder)
        }
        render()
    }

    func testImagePreview() async {
        let url = URL(string: "https://example.com/i.png")!
        let holder = ImagePreviewViewStateHolder(imageURL: url, imagePreviewUnit: VSURFServices.Units.imagePreview())
        holder.onAppear()
        holder.onTapImage()
        holder.didLoadImage(UIImage())
        holder.didFailLoading(message: "offline")
        holder.handleImageCard(.onTap)
        XCTAssertTrue(holder.state.isLoading)
        // The routes have no action of their own; a user's code shows them.
        var navigation = ImagePreviewNavigationState()
        navigation.show(alert: .alert(title: "Oops", message: "offline"))
        navigation.present(destination: .descriptionImage(image: UIImage()))
        XCTAssertTrue(navigation.isAlertShown && navigation.isPresented)
        navigation.isPresented = false
        XCTAssertFalse(navigation.isPresented)
        _ = ImagePreviewViewGroup(imageURL: url).body
    }

    func testDescriptionImage() async {
        let image = UIImage()
        let holder = DescriptionImageViewStateHolder(image: image, descriptionImageUnit: VSURFServices.Units.descriptionImage())
        holder.onAppear()
        holder.dismiss()
        XCTAssertTrue(holder.state.image === image)
    }

    func testNumbersList() async {
        let holder = NumbersListViewStateHolder(numbersListUnit: VSURFServices.Units.numbersList(numbers: PreviewNumbersClient()))
        holder.onAppear()
        holder.retry()
        holder.handleNumbersContent(.onTapRetry)
        XCTAssertEqual(holder.state.numbersContent.content, .idle)
    }

    func testCatalogPushesTheCart() async {
        let holder = CatalogViewStateHolder(catalogUnit: VSURFServices.Units.catalog())
        holder.onAppear()
        holder.handleCatalogItemList(.onAddItem("a"))
        holder.handleCatalogItemList(.onRemoveItem("a"))
        holder.handleCatalogItemList(.onSelectItem("a"))
        holder.handleCartButton(.onTap)
        holder.openCart()
        XCTAssertFalse(holder.state.cartButton.isEnabled)
        let stateBox = State(wrappedValue: holder.state), navigationBox = State(wrappedValue: CatalogNavigationState())
        let view = CatalogView(state: stateBox.projectedValue, navigationState: navigationBox.projectedValue, output: holder)
        view.openCart()
        let pushed = navigationBox.wrappedValue.path._elements.first?.base as? VSURFScreen<CatalogNavigationState.Destination>
        guard case .openCart? = pushed?.destination else { return XCTFail("the cart is pushed") }
        _ = CatalogViewGroup().body
    }

    func testCart() async {
        let holder = CartViewStateHolder(cartUnit: VSURFServices.Units.cart())
        holder.onAppear()
        holder.buy()
        holder.closeButtonTapped()
        holder.handleBuyButton(.onTap)
        XCTAssertFalse(holder.state.buyButton.isEnabled)
    }

    /// The feature that shows the cart, told what the cart did.
    private final class CartParent: Cart.Output {
        var purchases: [Int] = []

        func didBuy(itemCount: Int) {
            purchases.append(itemCount)
        }
    }

    /// The spec's output is the protocol the ViewGroup takes from its parent: the ViewGroup
    /// hands it to its state holder, whose handlers tell the parent; held weakly.
    func testTheCartsOutputReachesItsParent() throws {
        var parent: CartParent? = CartParent()
        let group = CartViewGroup(output: parent)
        let stateObject = try XCTUnwrap(Mirror(reflecting: group).descendant("_stateHolder") as? StateObject<CartViewStateHolder>)
        let holder = stateObject.wrappedValue
        holder.buy()
        holder.output?.didBuy(itemCount: 3)
        XCTAssertEqual(parent?.purchases, [3])
        _ = group.body
        XCTAssertTrue(Cart.build(input: .init(), output: parent) is UIHostingController<CartViewGroup>)
        weak let weakParent = parent
        parent = nil
        XCTAssertNil(weakParent)
        XCTAssertNil(holder.output)
    }

    /// Every output of every example is a method of its feature's Output protocol.
    func testEveryOutputIsAMethodOfItsFeaturesOutput() {
        final class Parent: ProductCard.Output, NumbersList.Output {
            var calls: [String] = []
            func didChangeLike(productId: UUID, isLiked: Bool) { calls.append("didChangeLike \(isLiked)") }
            func numbersDownloaded() { calls.append("numbersDownloaded") }
        }
        let parent = Parent()
        // Whoever assembles a screen sets its state holder's output: its init takes only units.
        let card = ProductCardViewStateHolder(article: "A", productCardUnit: VSURFServices.Units.productCard())
        card.output = parent
        card.output?.didChangeLike(productId: UUID(), isLiked: true)
        let numbers = NumbersListViewStateHolder(numbersListUnit: VSURFServices.Units.numbersList(numbers: PreviewNumbersClient()))
        numbers.output = parent
        numbers.output?.numbersDownloaded()
        XCTAssertEqual(parent.calls, ["didChangeLike true", "numbersDownloaded"])
        _ = ProductCardViewGroup(article: "A", output: parent).body
        _ = NumbersListViewGroup(numbers: PreviewNumbersClient(), output: parent).body
    }

    /// The view holds its output weakly: the ViewGroup's state holder owns it.
    func testTheViewsOutputIsAWeakReference() async {
        var holder: CartViewStateHolder? = CartViewStateHolder(cartUnit: VSURFServices.Units.cart())
        weak let weakHolder = holder
        let reference = WeakReference<CartViewOutput>(holder)
        XCTAssertNotNil(reference.wrappedValue)
        holder = nil
        XCTAssertNil(weakHolder)
        XCTAssertNil(reference.wrappedValue)
    }

    /// The ViewGroup shows its navigation state's alert with
    /// `alert(_:isPresented:actions:message:)`; dismissing it clears the navigation state's alert.
    func testTheViewGroupShowsTheAlertOfItsNavigationState() throws {
        let group = ImagePreviewViewGroup(imageURL: URL(string: "https://example.com/i.png")!)
        let navigation = try XCTUnwrap(
            Mirror(reflecting: group).children.first { $0.label == "_navigationState" }?.value as? State<ImagePreviewNavigationState>)
        XCTAssertEqual(Self.firstAlert(in: group.body, dialog: false)?.isPresented.wrappedValue, false)

        navigation.wrappedValue.show(alert: .alert(title: "Oops", message: "offline"))
        let alert = Self.firstAlert(in: group.body, dialog: false)
        XCTAssertEqual(alert?.title, Text("Oops"))
        XCTAssertEqual(alert?.messageText, Text("offline"))
        XCTAssertEqual(alert?.isPresented.wrappedValue, true)
        XCTAssertEqual(Self.firstAlert(in: group.body, dialog: true)?.isPresented.wrappedValue, false, "the alert is no dialog")
        alert?.isPresented.wrappedValue = false
        XCTAssertNil(navigation.wrappedValue.alert)
    }

    /// `style: confirmationDialog`: the ViewGroup shows the navigation state's confirmation dialog
    /// with `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`, its buttons in
    /// order, each calling the state holder's method of its action; closing it clears it.
    func testTheViewGroupShowsTheConfirmationDialogWithItsButtons() throws {
        let group = ImagePreviewViewGroup(imageURL: URL(string: "https://example.com/i.png")!)
        let navigation = try XCTUnwrap(
            Mirror(reflecting: group).children.first { $0.label == "_navigationState" }?.value as? State<ImagePreviewNavigationState>)
        XCTAssertEqual(Self.firstAlert(in: group.body, dialog: true)?.isPresented.wrappedValue, false)

        let view = ImagePreviewView(
            state: .constant(.init(imageURL: URL(string: "https://example.com/i.png")!)), navigationState: navigation.projectedValue,
            output: nil)
        view.shareImage()
        let dialog = try XCTUnwrap(Self.firstAlert(in: group.body, dialog: true))
        XCTAssertEqual(dialog.title, Text("Share the picture"))
        XCTAssertEqual(dialog.isPresented.wrappedValue, true)
        XCTAssertEqual(Self.firstAlert(in: group.body, dialog: false)?.isPresented.wrappedValue, false, "the dialog is no alert")
        XCTAssertEqual(dialog.buttons.map(\.titleText), [Text("Messages"), Text("Mail"), Text("Cancel")])
        XCTAssertEqual(dialog.buttons.last?.role, .cancel)
        dialog.buttons.first?.action()
        dialog.isPresented.wrappedValue = false
        XCTAssertNil(navigation.wrappedValue.confirmationDialog)
    }

    /// The first alert (or, with `dialog`, confirmation dialog) in a view.
    private static func firstAlert(in view: Any, dialog: Bool) -> (any _AlertPresenting)? {
        if let alert = view as? any _AlertPresenting, alert.isConfirmationDialog == dialog { return alert }
        let mirror = Mirror(reflecting: view)
        guard mirror.displayStyle != .class else { return nil }
        for child in mirror.children {
            if let alert = firstAlert(in: child.value, dialog: dialog) { return alert }
        }
        return nil
    }
}
