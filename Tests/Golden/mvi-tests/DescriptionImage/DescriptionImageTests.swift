@testable import GoldenMVI
import Combine
import Foundation
import UIKit
import XCTest

/// DescriptionImage's intents, a test each: called as the view calls them, then checked against the
/// model and the screens the intent asks its router for. A test that checks a screen checks
/// what featuregen generates the intent to do; one that only fails is yours to write.
@MainActor
final class DescriptionImageTests: XCTestCase {
    /// The intent the tests start from: an input's type has no natural value, so build it here.
    private func makeIntent() throws -> (DescriptionImageIntent, DescriptionImageScreens) {
        throw IntentToWrite()
    }

    private struct IntentToWrite: Error, CustomStringConvertible {
        var description: String { "Write makeIntent(): the intent the tests of DescriptionImage start from" }
    }

    // MARK: - Intents

    func testOnAppear() throws {
        let (intent, screens) = try makeIntent()
        intent.onAppear()
        XCTFail("Write the test of onAppear: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    func testDismiss() throws {
        let (intent, screens) = try makeIntent()
        intent.dismiss()
        guard case .dismiss? = screens.shown.last else {
            XCTFail("dismiss asks the router to close the screen, but it was asked for \(screens.shown)")
            return
        }
    }
}

/// The screens DescriptionImage's intent asks its router for, in order.
@MainActor
final class DescriptionImageScreens {
    private(set) var shown: [DescriptionImageRouter.ScreenType] = []
    private var subscription: AnyCancellable?

    init(_ subject: PassthroughSubject<DescriptionImageRouter.ScreenType, Never>) {
        subscription = subject.sink { [weak self] screen in
            MainActor.assumeIsolated { self?.shown.append(screen) }
        }
    }
}
