@testable import GoldenMVI
import Combine
import Foundation
import XCTest

/// Shelf's intents, a test each: called as the view calls them, then checked against the
/// model and the screens the intent asks its router for. A test that checks a screen checks
/// what featuregen generates the intent to do; one that says what to check instead is yours to
/// write.
@MainActor
final class ShelfTests: XCTestCase {
    /// The intent as the screen starts, and the screens it asks for.
    private func makeIntent(shelves: ShelvesClientDouble = ShelvesClientDouble()) throws -> (ShelfIntent, ShelfScreens) {
        let intent = ShelfIntent(input: .init(), shelves: shelves)
        return (intent, ShelfScreens(intent.model.routerSubject))
    }

    // MARK: - Intents

    func testOnAppear() async throws {
        let (intent, _) = try makeIntent(shelves: ShelvesClientDouble(onFetchTitles: { ["Titles"] }))
        intent.onAppear()
        XCTAssertEqual(intent.model.isLoading, true)
        XCTAssertNil(intent.model.failure)
        // The call runs in the intent's task, which hands the result to titlesResponse.
        await intent.titlesTask?.value
        XCTAssertEqual(intent.model.isLoading, false)
        XCTAssertEqual(intent.model.titles, ["Titles"])
    }

    func testOnAppearFails() async throws {
        let (intent, _) = try makeIntent(shelves: ShelvesClientDouble(onFetchTitles: { throw CallFailed() }))
        intent.onAppear()
        await intent.titlesTask?.value
        XCTAssertEqual(intent.model.isLoading, false)
        XCTAssertNotNil(intent.model.failure)
    }

    func testStopLoading() async throws {
        // fetchTitles answers only once it is cancelled, and notes it.
        let call = HangingCall()
        let (intent, _) = try makeIntent(shelves: ShelvesClientDouble(onFetchTitles: {
            await call.run()
            return ["Titles"]
        }))
        intent.onAppear()
        await call.waitUntilCalled()
        intent.stopLoading()
        let cancelled = await call.wasCancelled()
        XCTAssertTrue(cancelled, "stopLoading cancels the call in flight")
        XCTAssertEqual(intent.model.isLoading, false)
    }

    func testBrowse() async throws {
        let (intent, screens) = try makeIntent()
        intent.browse()
        guard case .browse? = screens.shown.last else {
            XCTFail("browse asks the router to open Catalog, but it was asked for \(screens.shown)")
            return
        }
    }

    func testOpenStall() async throws {
        let (intent, screens) = try makeIntent()
        intent.openStall(price: "")
        guard case .openStall? = screens.shown.last else {
            XCTFail("openStall asks the router to open Stall, but it was asked for \(screens.shown)")
            return
        }
    }

    func testOpenCart() async throws {
        let (intent, screens) = try makeIntent()
        intent.openCart()
        guard case .openCart? = screens.shown.last else {
            XCTFail("openCart asks the router to open Cart, but it was asked for \(screens.shown)")
            return
        }
    }

    func testDismiss() async throws {
        let (intent, screens) = try makeIntent()
        intent.dismiss()
        guard case .dismiss? = screens.shown.last else {
            XCTFail("dismiss asks the router to close the screen, but it was asked for \(screens.shown)")
            return
        }
    }

    // MARK: - Thumbnail

    func testThumbnailOnSelect() async throws {
        let (intent, screens) = try makeIntent()
        intent.handleThumbnail(.onSelect(""))
        throw XCTSkip("Write the test of Thumbnail's onSelect: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    // MARK: - Results

    func testStallDidPay() async throws {
        let (intent, screens) = try makeIntent()
        intent.stallDidPay(amount: "")
        throw XCTSkip("Write the test of stallDidPay, the result the opened screen reports: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }
}

/// The screens Shelf's intent asks its router for, in order.
@MainActor
final class ShelfScreens {
    private(set) var shown: [ShelfRouter.ScreenType] = []
    private var subscription: AnyCancellable?

    init(_ subject: PassthroughSubject<ShelfRouter.ScreenType, Never>) {
        subscription = subject.sink { [weak self] screen in
            MainActor.assumeIsolated { self?.shown.append(screen) }
        }
    }
}

// MARK: - Test Doubles

/// What a double throws when a test makes its call fail.
private struct CallFailed: Error {}

/// ShelvesClient as these tests set it: each endpoint answers what the test says, or what
/// `PreviewShelvesClient` answers.
private struct ShelvesClientDouble: ShelvesClient {
    var onFetchTitles: @Sendable () async throws -> [String] = {
        try await PreviewShelvesClient().fetchTitles()
    }

    func fetchTitles() async throws -> [String] {
        try await onFetchTitles()
    }
}

/// An endpoint's call that answers only once its task is cancelled (or after thirty seconds,
/// when nothing cancels it), and notes which: a test of cancelling waits for the call, then asks.
private actor HangingCall {
    private var isCalled = false
    private var isEnded = false
    private var isCancelled = false

    /// The call: it waits for its task's cancellation, thirty seconds at most.
    func run() async {
        isCalled = true
        do {
            try await Task.sleep(nanoseconds: 30_000_000_000)
        } catch {
            isCancelled = true
        }
        isEnded = true
    }

    /// Waits until the endpoint is called, five seconds at most.
    func waitUntilCalled() async {
        for _ in 0..<500 where !isCalled {
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
    }

    /// Whether the call was cancelled, once it ended (waiting ten seconds at most).
    func wasCancelled() async -> Bool {
        for _ in 0..<1_000 where !isEnded {
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return isCancelled
    }
}
