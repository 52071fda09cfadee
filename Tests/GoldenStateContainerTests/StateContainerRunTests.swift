// Runs the statecontainer goldens of every example spec: builds each screen's store from its
// State's initializer, sends every Input of its spec through the Store, and checks that the
// outputs (the spec's output and its routes) reach the owner, that feedback reaches the
// reducer, and that a running effect neither keeps the store alive nor outlives it.
import Combine
import SwiftUI
import UIKit
import XCTest

@testable import GoldenStateContainer

@MainActor
final class StateContainerRunTests: XCTestCase {
    private var cancellables: Set<AnyCancellable> = []

    /// Sends every input and returns the outputs the store published meanwhile.
    private func run<State, Input, Feedback, Output>(
        _ store: StateContainer.Store<State, Input, Feedback, Output>, _ inputs: [Input]
    ) async -> [Output] {
        var outputs: [Output] = []
        store.outputPublisher.sink { outputs.append($0) }.store(in: &cancellables)
        for input in inputs {
            await store.send(input)
        }
        return outputs
    }

    /// What the generated tests read: an effect run to its end without a store gives its
    /// output and its feedback in the order it sent them, and the reducer's route output.
    func testAnEffectsOutcomeIsItsOutputAndItsFeedbackInOrder() async {
        let effect = CatalogReducer.Effect.run { send in
            await send(.cartDidBuy(itemCount: 1))
            await send(.cartDidBuy(itemCount: 2))
        }
        let outcome = await effect.outcome()
        XCTAssertEqual(outcome.outputs.count, 0)
        XCTAssertEqual(outcome.feedback.map { if case let .cartDidBuy(count) = $0 { count } else { 0 } }, [1, 2])
        var state = CatalogReducer.State()
        let route = await CatalogReducer().reduce(message: .input(.openCart), into: &state).outcome()
        guard route.outputs.count == 1, case .openCart? = route.outputs.first else {
            return XCTFail("openCart's outputs are \(route.outputs)")
        }
        XCTAssertTrue(route.feedback.isEmpty)
    }

    func testProductCard() async {
        let store = ProductCardReducer.ViewStore(state: .init(article: "A-1"), reducer: ProductCardReducer())
        XCTAssertEqual(store.article, "A-1")
        let outputs = await run(
            store,
            [
                .viewDidLoad, .dismiss, .updatePosition(1), .setPriceCellVisible(true), .saveLastSlidingStep(2),
                .setBottomSafeAreaInset(34),
                .onNavigationHeaderAction(.onTapBackButton), .onNavigationHeaderAction(.onTapFavoriteButton),
                .onNavigationHeaderAction(.onTapShareButton), .onNavigationHeaderAction(.onTapSimilarButton),
                .onNavigationHeaderAction(.onTapSetsButton),
                .onSideButtonsAction(.onTapShareButton), .onSideButtonsAction(.onTapSimilarButton), .onSideButtonsAction(.onTapSetsButton),
                .onImageSliderAction(.onTapSlider(1)), .onImageSliderAction(.onTapReview(1)), .onImageSliderAction(.onSaveSlidingStep(3)),
                .onFooterButtonsAction(.onTapMapButton), .onFooterButtonsAction(.onTapBasketButton),
                .onPriceCellAction(.onSetPriceCellVisible(true)),
            ])
        XCTAssertEqual(outputs.count, 1)
        guard case .dismiss? = outputs.first else { return XCTFail("\(outputs)") }
        XCTAssertEqual(store.navigationHeader.opacity, 0)
        _ = ProductCardView(article: "B").body
        XCTAssertTrue(ProductCard.build(input: .init(article: "C")) is UIHostingController<ProductCardView>)
    }

    func testNewsListAsksItsOwnerForTheDetails() async {
        let store = NewsListReducer.ViewStore(state: .init(), reducer: NewsListReducer(news: PreviewNewsClient()))
        let post = NewsList.ViewState.NewsItem(id: 1, title: "T", text: "X")
        let outputs = await run(
            store,
            [
                .start, .didScrollToBottom, .onAppear(post: post),
                .onNewsFeedAction(.onTapItem(post)), .onNewsFeedAction(.onItemAppear(post)), .details(post: post),
            ])
        guard outputs.count == 1, case .details(let opened) = outputs[0] else { return XCTFail("\(outputs)") }
        XCTAssertEqual(opened, post)
        XCTAssertEqual(store.page, 1)
    }

    func testNewsDetails() async {
        let post = NewsList.ViewState.NewsItem(id: 2, title: "T", text: "X")
        let store = NewsDetailsReducer.ViewStore(state: .init(post: post), reducer: NewsDetailsReducer(news: PreviewNewsClient()))
        let outputs = await run(store, [.onAppear, .share, .dismiss])
        XCTAssertEqual(outputs.count, 1)
        XCTAssertEqual(store.post, post)
    }

    func testImagePreview() async {
        let url = URL(string: "https://example.com/i.png")!
        let store = ImagePreviewReducer.ViewStore(state: .init(imageURL: url), reducer: ImagePreviewReducer())
        let outputs = await run(
            store, [.onAppear, .onTapImage, .didLoadImage(UIImage()), .didFailLoading(message: "x"), .onImageCardAction(.onTap)])
        XCTAssertTrue(outputs.isEmpty)
        XCTAssertTrue(store.isLoading)
    }

    func testDescriptionImage() async {
        let image = UIImage()
        let store = DescriptionImageReducer.ViewStore(state: .init(image: image), reducer: DescriptionImageReducer())
        let outputs = await run(store, [.onAppear, .dismiss])
        XCTAssertEqual(outputs.count, 1)
        XCTAssertTrue(store.image === image)
    }

    func testNumbersList() async {
        let store = NumbersListReducer.ViewStore(state: .init(), reducer: NumbersListReducer(numbers: PreviewNumbersClient()))
        let outputs = await run(store, [.onAppear, .retry, .onNumbersContentAction(.onTapRetry)])
        // The fetch succeeded (the preview client's), so the owner is told (then: [numbersDownloaded]).
        XCTAssertEqual(outputs.map { "\($0)" }, ["numbersDownloaded"])
        XCTAssertEqual(store.content, .idle)
        XCTAssertEqual(store.numbersContent.content, .idle)
    }

    func testCatalogAsksForTheCart() async {
        let store = CatalogReducer.ViewStore(state: .init(), reducer: CatalogReducer())
        let outputs = await run(
            store,
            [
                .onAppear, .onCatalogItemListAction(.onAddItem("a")), .onCatalogItemListAction(.onRemoveItem("a")),
                .onCatalogItemListAction(.onSelectItem("a")), .onCartButtonAction(.onTap), .openCart,
            ])
        guard outputs.count == 1, case .openCart = outputs[0] else { return XCTFail("\(outputs)") }
        XCTAssertFalse(store.cartButton.isEnabled)
    }

    func testCart() async {
        let store = CartReducer.ViewStore(state: .init(), reducer: CartReducer())
        let outputs = await run(store, [.onAppear, .buy, .onBuyButtonAction(.onTap), .closeButtonTapped])
        XCTAssertEqual(outputs.count, 1)
    }

    /// The starter spec declares feedback: effects' results reach the reducer through it.
    func testFeedbackReachesTheReducer() async {
        let reducer = StarterReducer()
        var state = StarterReducer.State(title: "T")
        _ = reducer.reduce(message: .feedback(.didLoad(title: "U")), into: &state)
        let store = StarterReducer.ViewStore(state: .init(title: "T"), reducer: StarterReducer())
        let outputs = await run(store, [.onAppear, .onStarterHeaderAction(.onTapBack), .dismiss])
        XCTAssertEqual(outputs.count, 1)
        _ = StarterView(title: "T").body
    }

    /// An effect's feedback is sent back into the store and reduced.
    func testAnEffectsFeedbackIsReduced() async {
        final class Counter: StateContainer.Reducer {
            enum Input: Sendable { case load }
            enum Feedback: Sendable { case loaded(Int) }
            enum Output: Sendable { case done(Int) }

            func reduce(message: StateContainer.Message<Input, Feedback>, into state: inout Int) -> StateContainer.Effect<Feedback, Output>
            {
                switch message {
                case .input(.load):
                    return .run { send in await send(.loaded(41)) }
                case .feedback(.loaded(let value)):
                    state = value + 1
                    return .output(.done(state))
                }
            }
        }
        let store = StateContainer.Store(state: 0, reducer: Counter())
        let outputs = await run(store, [.load])
        XCTAssertEqual(store.state, 42)
        guard case .done(42)? = outputs.first else { return XCTFail("\(outputs)") }
    }

    // MARK: - Streams for UIKit

    /// A UIKit owner reads the state and the outputs as `AsyncSequence`s: the current state
    /// first, then every change; every output; both end when the store goes away.
    func testTheStateAndTheOutputsStreamAndEndWithTheStore() async {
        final class Counter: StateContainer.Reducer {
            enum Input: Sendable { case add(Int) }
            enum Output: Sendable { case reached(Int) }

            func reduce(message: StateContainer.Message<Input, Never>, into state: inout Int) -> StateContainer.Effect<Never, Output> {
                guard case .input(.add(let value)) = message else { return .none }
                state += value
                return .output(.reached(state))
            }
        }
        var store: StateContainer.Store? = StateContainer.Store(state: 1, reducer: Counter())
        let states = store!.states, outputs = store!.outputs
        await store?.send(.add(2))
        await store?.send(.add(3))
        store = nil
        var seenStates: [Int] = []
        for await state in states { seenStates.append(state) }
        var seenOutputs: [Int] = []
        for await case .reached(let value) in outputs { seenOutputs.append(value) }
        XCTAssertEqual(seenStates, [1, 3, 6])
        XCTAssertEqual(seenOutputs, [3, 6])
    }

    // MARK: - The store's lifetime

    /// A store whose effect waits for an hour goes away with its last reference, and the effect
    /// is cancelled.
    func testAStoreWithARunningEffectIsReleasedAndItsEffectCancelled() async {
        let log = EffectLog()
        var store: StateContainer.Store? = StateContainer.Store(state: 0, reducer: Sleeper(log: log))
        weak let released = store
        let effect: Task<Void, Never>? = store?.send(.sleep)
        await waitUntil { await log.events == ["started"] }

        store = nil
        XCTAssertNil(released, "the running effect keeps the store alive")
        XCTAssertEqual(effect?.isCancelled, true)
        await waitUntil { await log.events.count == 2 }
        let events = await log.events
        XCTAssertEqual(events, ["started", "cancelled"])
    }

    /// The store keeps the tasks of running effects only: a finished one is dropped.
    func testTheStoreDropsTheTasksOfFinishedEffects() async {
        let store = StateContainer.Store(state: 0, reducer: Sleeper(log: EffectLog()))
        for _ in 0..<3 {
            await store.send(.count).value
        }
        XCTAssertEqual(store.state, 3)
        let tasks = Mirror(reflecting: store).children.first { $0.label == "tasks" }?.value
        XCTAssertEqual(tasks.map { Mirror(reflecting: $0).children.count }, 0, "tasks kept: \(tasks ?? "none")")
    }

    /// Waits, up to five seconds, until `condition` holds: the store's tasks run on their own.
    private func waitUntil(_ condition: () async -> Bool) async {
        for _ in 0..<2_500 {
            if await condition() { return }
            try? await Task.sleep(for: .milliseconds(2))
        }
    }
}

/// What the effects of `Sleeper` did.
private actor EffectLog {
    private(set) var events: [String] = []

    func record(_ event: String) {
        events.append(event)
    }
}

/// A reducer with an effect that sleeps for an hour, recording whether it was cancelled, and an
/// input that counts at once.
private final class Sleeper: StateContainer.Reducer {
    enum Input: Sendable {
        case sleep
        case count
    }

    private let log: EffectLog

    init(log: EffectLog) {
        self.log = log
    }

    func reduce(message: StateContainer.Message<Input, Never>, into state: inout Int) -> StateContainer.Effect<Never, Never> {
        switch message {
        case .input(.sleep):
            return .run { [log] _ in
                await log.record("started")
                try? await Task.sleep(for: .seconds(3_600))
                await log.record(Task.isCancelled ? "cancelled" : "finished")
            }
        case .input(.count):
            state += 1
            return .none
        }
    }
}
