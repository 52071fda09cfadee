@testable import GoldenMVI
import Combine
import Foundation
import Testing

/// Cart's intents, a test each: called as the view calls them, then checked against the
/// model and the screens the intent asks its router for. A test that checks a screen checks
/// what featuregen generates the intent to do; one that says what to check instead is yours to
/// write.
@MainActor
@Suite struct CartTests {
    /// What the intent sends to its output, in order.
    private let output = CartOutputSpy()

    /// The intent as the screen starts, and the screens it asks for.
    private func makeIntent() throws -> (CartIntent, CartScreens) {
        let intent = CartIntent(input: .init(), output: output.output)
        return (intent, CartScreens(intent.model.routerSubject))
    }

    // MARK: - Intents

    @Test(.disabled("Write the test of onAppear: what does it change in the model, and does it ask for screens?"))
    func onAppear() throws {
        let (intent, screens) = try makeIntent()
        intent.onAppear()
        Issue.record("Write the test of onAppear: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test(.disabled("Write the test of buy: what does it change in the model, and does it ask for screens?"))
    func buy() throws {
        let (intent, screens) = try makeIntent()
        intent.buy()
        Issue.record("Write the test of buy: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test
    func didBuy() throws {
        let (intent, _) = try makeIntent()
        intent.didBuy(itemCount: 0)
        #expect(output.calls == ["didBuy(0)"], "didBuy tells the owner")
    }

    @Test
    func closeButtonTapped() throws {
        let (intent, screens) = try makeIntent()
        intent.closeButtonTapped()
        guard case .dismiss? = screens.shown.last else {
            Issue.record("dismiss asks the router to close the screen, but it was asked for \(screens.shown)")
            return
        }
    }

    // MARK: - BuyButton

    @Test(.disabled("Write the test of BuyButton's onTap: what does it change in the model, and does it ask for screens?"))
    func onBuyButtonActionOnTap() throws {
        let (intent, screens) = try makeIntent()
        intent.handleBuyButton(.onTap)
        Issue.record("Write the test of BuyButton's onTap: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }
}

/// The screens Cart's intent asks its router for, in order.
@MainActor
final class CartScreens {
    private(set) var shown: [CartRouter.ScreenType] = []
    private var subscription: AnyCancellable?

    init(_ subject: PassthroughSubject<CartRouter.ScreenType, Never>) {
        subscription = subject.sink { [weak self] screen in
            MainActor.assumeIsolated { self?.shown.append(screen) }
        }
    }
}

/// What Cart's intent sends to its output, in order: `didBuy(\(itemCount))`.
final class CartOutputSpy: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var calls: [String] { lock.withLock { recorded } }

    var output: Cart.Output {
        .init(
            didBuy: { [self] itemCount in record("didBuy(\(itemCount))") }
        )
    }

    private func record(_ call: String) {
        lock.withLock { recorded.append(call) }
    }
}
