@testable import GoldenMVI
import Combine
import Foundation
import XCTest

/// Stall's intents, a test each: called as the view calls them, then checked against the
/// model and the screens the intent asks its router for. A test that checks a screen checks
/// what featuregen generates the intent to do; one that says what to check instead is yours to
/// write.
@MainActor
final class StallTests: XCTestCase {
    /// The intent as the screen starts, and the screens it asks for.
    private func makeIntent() throws -> (StallIntent, StallScreens) {
        let intent = StallIntent(price: "")
        return (intent, StallScreens(intent.model.routerSubject))
    }

    // MARK: - Intents

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

    func testThumbnailOnTap() async throws {
        let (intent, screens) = try makeIntent()
        intent.handleThumbnail(.onTap)
        throw XCTSkip("Write the test of Thumbnail's onTap: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }
}

/// The screens Stall's intent asks its router for, in order.
@MainActor
final class StallScreens {
    private(set) var shown: [StallRouter.ScreenType] = []
    private var subscription: AnyCancellable?

    init(_ subject: PassthroughSubject<StallRouter.ScreenType, Never>) {
        subscription = subject.sink { [weak self] screen in
            MainActor.assumeIsolated { self?.shown.append(screen) }
        }
    }
}
