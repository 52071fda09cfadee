// Runs the generated code of every example spec: builds each module's state from an input,
// its view model, reducer, view and view controller, and sends every action through
// `handle(_:)` and through the reducer; and checks that the Reducer hands actions to the view
// model in the order they were sent and lets it go with itself. The same file is compiled
// against both observation modes (GoldenObservableTests links to it and defines OBSERVABLE).
import FeaturegenCore
import FeaturegenTestSupport
import Foundation
import SwiftUI
import UIKit
import XCTest

#if OBSERVABLE
    @testable import GoldenObservable
#elseif PUBLIC
    import GoldenPublic
#else
    @testable import GoldenCombine
#endif

@MainActor
final class GoldenModulesRunTests: XCTestCase {
    /// Builds a module the way `ModuleProtocol.build` does, sends `actions` to its view model
    /// directly and through its reducer, and renders its view.
    private func run<M: ModuleProtocol>(
        _ module: M.Type, spec: String, input: M.Input?, output: M.Output?, actions: [M.ViewModel.Action]
    ) async throws -> M.ViewState
    where
        M.ViewScene: View, M.ViewModel: ViewModelProtocol, M.ViewModel.Input == M.Input, M.ViewModel.Output == M.Output,
        M.ViewModel.ViewState == M.ViewState, M.ViewModel.Router == M.Router
    {
        try await run(
            module, spec: spec, input: input, actions: actions,
            viewModel: { M.ViewModel(state: $0, input: input, output: output, router: M.Router()) },
            build: { M.build(input: input, output: output) },
            preview: { _ = M.preview(input: input, output: output) })
    }

    /// The same for a module built with its clients: its view model, `build` and `preview` are
    /// its own.
    private func run<M: ModuleProtocol>(
        _ module: M.Type, spec: String, input: M.Input?, actions: [M.ViewModel.Action],
        viewModel makeViewModel: (M.ViewState) -> M.ViewModel, build: () -> UIViewController, preview: () -> Void
    ) async throws -> M.ViewState where M.ViewScene: View {
        let specification = try SpecLoader(fileSystem: DiskFileSystem(root: Repository.root)).load("Specs/\(spec).yaml")
        let expected = specification.actions.count + specification.subviews.reduce(0) { $0 + $1.actions.count }
        XCTAssertEqual(actions.count, expected, "\(spec): send every action of the spec")

        let state = M.ViewState(input: input)
        let viewModel = makeViewModel(state)
        for action in actions {
            await viewModel.handle(action)
        }
        let reducer = Reducer(viewModel: viewModel)
        for action in actions {
            reducer(action)
        }
        for _ in 0..<10 { await Task.yield() }

        _ = M.ViewScene(state: state, reducer: reducer).body
        let controller = build()
        XCTAssertTrue(controller is UIHostingController<AnyView>)
        preview()
        return state
    }

    func testProductCard() async throws {
        let state = try await run(
            ProductCard.self, spec: "ProductCard",
            input: .init(article: "A-1"), output: .init(didChangeLike: { _, _ in }),
            actions: [
                .viewDidLoad, .dismiss, .updatePosition(1), .setPriceCellVisible(true), .saveLastSlidingStep(2),
                .setBottomSafeAreaInset(34),
                .onNavigationHeaderAction(.onTapBackButton), .onNavigationHeaderAction(.onTapFavoriteButton),
                .onNavigationHeaderAction(.onTapShareButton), .onNavigationHeaderAction(.onTapSimilarButton),
                .onNavigationHeaderAction(.onTapSetsButton),
                .onSideButtonsAction(.onTapShareButton), .onSideButtonsAction(.onTapSimilarButton),
                .onSideButtonsAction(.onTapSetsButton),
                .onImageSliderAction(.onTapSlider(1)), .onImageSliderAction(.onTapReview(1)),
                .onImageSliderAction(.onSaveSlidingStep(1)),
                .onFooterButtonsAction(.onTapMapButton), .onFooterButtonsAction(.onTapBasketButton),
                .onPriceCellAction(.onSetPriceCellVisible(true)),
            ])
        XCTAssertTrue(state.article == "A-1")
        XCTAssertTrue(state.loadingState == .loading && state.position == .bottom && state.isAvailableToBuy)
        XCTAssertTrue(state.navigationHeader.opacity == 0)
        XCTAssertTrue(state.footerButtons.shouldShowPriceInButton)
        XCTAssertTrue(state.priceCell.bages == ["NEW", "HIT", "ITALY"])

        // The binding subview writes back through the projection's setter.
        #if OBSERVABLE
            let slider = Bindable(wrappedValue: state).projectedValue.imageSliderAssembly
        #else
            let slider = ObservedObject(wrappedValue: state).projectedValue.imageSliderAssembly
        #endif
        slider.wrappedValue.currentStep = 4
        XCTAssertTrue(state.currentSlidingStep == 4)
    }

    func testImagePreview() async throws {
        let url = URL(string: "https://example.com/apple.jpg")!
        let state = try await run(
            ImagePreview.self, spec: "ImagePreview", input: .init(imageURL: url), output: .init(),
            actions: [
                .onAppear, .onTapImage, .didLoadImage(UIImage()), .didFailLoading(message: "offline"), .deleteImage, .shareImage,
                .confirmDeletion, .shareByMessage, .shareByMail, .onImageCardAction(.onTap),
            ])
        XCTAssertTrue(state.imageURL == url && state.isLoading && state.image == nil)

        let host = UIViewController()
        let router = ImagePreview.Router()
        router.parentViewController = host
        router.alert(title: "Error", message: "Failed to open the screen")
        let alert = try XCTUnwrap(host.presentedViewController as? UIAlertController)
        XCTAssertTrue(alert.title == "Error" && alert.message == "Failed to open the screen")
        host.dismiss(animated: false)
        // An alert whose text and buttons the spec writes (`alert:`), in order, with their roles.
        router.deleteImage()
        let deletion = try XCTUnwrap(host.presentedViewController as? UIAlertController)
        XCTAssertTrue(deletion.title == "Delete the picture?" && deletion.message == "It is loaded again the next time the screen opens.")
        XCTAssertEqual(deletion.actions.map(\.title), ["Delete", "Cancel"])
        XCTAssertEqual(deletion.actions.map(\.style), [.destructive, .cancel])
        XCTAssertNotNil(deletion.actions[0]._handler)
        XCTAssertNil(deletion.actions[1]._handler)
        host.dismiss(animated: false)
        // A confirmation dialog is an action sheet.
        router.shareImage()
        let sharing = try XCTUnwrap(host.presentedViewController as? UIAlertController)
        XCTAssertEqual(sharing.preferredStyle, .actionSheet)
        XCTAssertEqual(sharing.actions.map(\.title), ["Messages", "Mail", "Cancel"])
        // On iPad the sheet is a popover, anchored to the screen that shows it.
        XCTAssertTrue(sharing.popoverPresentationController?.sourceView === host.view)
        // On iPad the sheet is a popover, anchored to the screen that shows it.
        XCTAssertTrue(sharing.popoverPresentationController?.sourceView === host.view)
        // On iPad the sheet is a popover, anchored to the screen that shows it.
        XCTAssertTrue(sharing.popoverPresentationController?.sourceView === host.view)
        host.dismiss(animated: false)
        router.descriptionImage(image: UIImage())
        XCTAssertTrue(host.presentedViewController is UIHostingController<AnyView>)
    }

    func testDescriptionImage() async throws {
        let state = try await run(
            DescriptionImage.self, spec: "DescriptionImage", input: .init(image: UIImage()), output: .init(),
            actions: [.onAppear, .dismiss])
        XCTAssertTrue(state.image != nil && state.description.isEmpty)
    }

    func testNumbersList() async throws {
        let numbers = PreviewNumbersClient()
        let output = NumbersList.Output(numbersDownloaded: {})
        let state = try await run(
            NumbersList.self, spec: "NumbersList", input: .init(),
            actions: [
                .onAppear, .retry, .selectOrder(.descending), .numbersDownloaded(.success([1, 2, 3])),
                .onNumbersContentAction(.onTapRetry),
            ],
            viewModel: { NumbersList.ViewModel(state: $0, input: .init(), output: output, router: NumbersList.Router(), numbers: numbers) },
            build: { NumbersList.build(input: .init(), output: output, numbers: numbers) },
            preview: { _ = NumbersList.preview(input: .init(), output: output, numbers: numbers) })
        XCTAssertTrue(state.content == .idle)
    }

    func testCatalogAndCart() async throws {
        let catalog = try await run(
            Catalog.self, spec: "Catalog", input: .init(), output: .init(),
            actions: [
                .onAppear, .openCart, .onCatalogItemListAction(.onAddItem("Item 1")),
                .onCatalogItemListAction(.onRemoveItem("Item 1")), .onCatalogItemListAction(.onSelectItem("Item 1")),
                .onCartButtonAction(.onTap),
            ])
        XCTAssertTrue(catalog.items.isEmpty && !catalog.cartButton.isEnabled)

        let cart = try await run(
            Cart.self, spec: "Cart", input: .init(), output: .init(didBuy: { _ in }),
            actions: [.onAppear, .buy, .didBuy(itemCount: 1), .closeButtonTapped, .onBuyButtonAction(.onTap)])
        XCTAssertTrue(!cart.buyButton.isEnabled)

        // The catalog, built as the root of its navigation stack, pushes the cart module with
        // its route; the cart's `dismiss` pops it again.
        let navigation = Catalog.buildInNavigation(input: .init(), output: .init())
        XCTAssertTrue(navigation.viewControllers.count == 1)
        let router = Catalog.Router()
        router.parentViewController = navigation.viewControllers[0]
        router.openCart()
        XCTAssertTrue(navigation.viewControllers.count == 2)
        let cartRouter = Cart.Router()
        cartRouter.parentViewController = navigation.viewControllers[1]
        cartRouter.dismiss()
        XCTAssertTrue(navigation.viewControllers.count == 1)
    }

    func testNewsListAndDetails() async throws {
        let post = NewsList.ViewState.NewsItem(id: 1, title: "Title", text: "Text")
        let news = PreviewNewsClient()
        let list = try await run(
            NewsList.self, spec: "NewsList", input: .init(),
            actions: [
                .start, .didScrollToBottom, .stopLoading, .details(post: post), .onAppear(post: post),
                .newsResponse(.failure(NewsList.ViewState.NewsError.network)), .onNewsFeedAction(.onTapItem(post)),
                .onNewsFeedAction(.onItemAppear(post)),
            ],
            viewModel: { NewsList.ViewModel(state: $0, input: .init(), output: .init(), router: NewsList.Router(news: news), news: news) },
            build: { NewsList.build(input: .init(), output: .init(), news: news) },
            preview: { _ = NewsList.preview(input: .init(), output: .init(), news: news) })
        // The actions sent through the reducer run on: the last handlers may still be at work.
        await eventually { list.page == 1 && !list.isLoading }

        let details = try await run(
            NewsDetails.self, spec: "NewsDetails", input: .init(post: post),
            actions: [.onAppear, .onDisappear, .share, .dismiss, .loadMore(page: 2), .moreResponse(.success([post]))],
            viewModel: {
                NewsDetails.ViewModel(state: $0, input: .init(post: post), output: .init(), router: NewsDetails.Router(), news: news)
            },
            build: { NewsDetails.build(input: .init(post: post), output: .init(), news: news) },
            preview: { _ = NewsDetails.preview(input: .init(post: post), output: .init(), news: news) })
        XCTAssertTrue(details.post == post)
        // `loadMore` calls the client NewsList declares; its answer (the preview's `[]`) or the
        // one sent after it lands in `moreNews`, typed with NewsList's own NewsItem.
        XCTAssertTrue(details.moreNews.allSatisfy { $0 == post })

        // The generated `details` handler calls the route, which pushes the details module,
        // and the details module's `dismiss` pops it again.
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let router = NewsList.Router(news: news)
        router.parentViewController = root
        let viewModel = NewsList.ViewModel(state: list, input: nil, output: nil, router: router, news: news)
        await viewModel.handle(.details(post: post))
        XCTAssertTrue(navigation.viewControllers.count == 2)
        let detailsRouter = NewsDetails.Router()
        detailsRouter.parentViewController = navigation.viewControllers[1]
        detailsRouter.dismiss()
        XCTAssertTrue(navigation.viewControllers.count == 1)
    }

    // MARK: - Reducer

    /// 10,000 actions sent through the Reducer start their handlers in the order they were sent,
    /// though each handler suspends after it records its action and they finish in another order.
    func testTheReducerStartsHandlersInTheOrderTheActionsWereSent() async {
        let viewModel = ActionLog(state: NumbersList.ViewState(input: nil), input: nil, output: nil, router: nil)
        let reducer = Reducer(viewModel: viewModel)
        let sent = Array(0..<10_000)
        for action in sent {
            reducer(action)
        }
        await waitUntil { await viewModel.finished == sent.count }
        let handled = await viewModel.handled
        XCTAssertEqual(handled.count, sent.count, "every action is handled")
        let firstOutOfOrder = handled.indices.first { handled[$0] != sent[$0] }
        XCTAssertNil(firstOutOfOrder, "action \(firstOutOfOrder ?? 0) was started out of order")
    }

    /// The Reducer's task holds the view model while the reducer lives, and lets it go when the
    /// reducer goes away: no retain cycle keeps either alive.
    func testTheViewModelIsReleasedWithItsReducer() async {
        var viewModel: ActionLog? = ActionLog(state: NumbersList.ViewState(input: nil), input: nil, output: nil, router: nil)
        weak let released = viewModel
        var reducer: Reducer<ActionLog>? = Reducer(viewModel: viewModel!)
        viewModel = nil
        reducer?(1)
        await waitUntil { await released?.handled == [1] }
        let handled = await released?.handled
        XCTAssertEqual(handled, [1], "the reducer keeps its view model")

        reducer = nil
        await waitUntil { released == nil }
        XCTAssertNil(released, "the view model outlives its reducer")
    }

    /// Waits, up to five seconds, until `condition` holds: the Reducer's task runs on its own.
    private func waitUntil(_ condition: () async -> Bool) async {
        for _ in 0..<2_500 {
            if await condition() { return }
            try? await Task.sleep(for: .milliseconds(2))
        }
    }
}

/// A view model that records the actions it handles, in the order their handlers start, and
/// counts the handlers that finished.
private actor ActionLog: ViewModelProtocol {
    typealias Input = NumbersList.Input
    typealias Output = NumbersList.Output
    typealias ViewState = NumbersList.ViewState
    typealias Router = NumbersList.Router

    private(set) var handled: [Int] = []
    private(set) var finished = 0

    init(state: ViewState, input: Input?, output: Output?, router: Router?) {}

    func handle(_ action: Int) async {
        handled.append(action)
        // A suspension, as a handler that awaits its state has: the next handler starts meanwhile.
        await Task.yield()
        finished += 1
    }
}
