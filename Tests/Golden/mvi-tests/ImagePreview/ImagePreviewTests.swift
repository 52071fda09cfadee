@testable import GoldenMVI
import Combine
import Foundation
import UIKit
import XCTest

/// ImagePreview's intents, a test each: called as the view calls them, then checked against the
/// model and the screens the intent asks its router for. A test that checks a screen checks
/// what featuregen generates the intent to do; one that says what to check instead is yours to
/// write.
@MainActor
final class ImagePreviewTests: XCTestCase {
    /// The intent as the screen starts, and the screens it asks for.
    private func makeIntent() throws -> (ImagePreviewIntent, ImagePreviewScreens) {
        let intent = ImagePreviewIntent(input: .init(imageURL: URL(string: "https://example.com/picture.png")!))
        return (intent, ImagePreviewScreens(intent.model.routerSubject))
    }

    // MARK: - Intents

    func testOnAppear() async throws {
        let (intent, screens) = try makeIntent()
        intent.onAppear()
        throw XCTSkip("Write the test of onAppear: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    func testOnTapImage() async throws {
        let (intent, screens) = try makeIntent()
        intent.onTapImage()
        throw XCTSkip("Write the test of onTapImage: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    func testDidLoadImage() async throws {
        throw XCTSkip("Give didLoadImage a sample: a `UIImage` the test can send")
    }

    func testDidFailLoading() async throws {
        let (intent, screens) = try makeIntent()
        intent.didFailLoading(message: "")
        throw XCTSkip("Write the test of didFailLoading: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    func testDeleteImage() async throws {
        let (intent, screens) = try makeIntent()
        intent.deleteImage()
        guard case .deleteImage? = screens.shown.last else {
            XCTFail("deleteImage asks the router to show an alert, but it was asked for \(screens.shown)")
            return
        }
    }

    func testShareImage() async throws {
        let (intent, screens) = try makeIntent()
        intent.shareImage()
        guard case .shareImage? = screens.shown.last else {
            XCTFail("shareImage asks the router to show an alert, but it was asked for \(screens.shown)")
            return
        }
    }

    func testConfirmDeletion() async throws {
        let (intent, screens) = try makeIntent()
        intent.confirmDeletion()
        throw XCTSkip("Write the test of confirmDeletion: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    func testShareByMessage() async throws {
        let (intent, screens) = try makeIntent()
        intent.shareByMessage()
        throw XCTSkip("Write the test of shareByMessage: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    func testShareByMail() async throws {
        let (intent, screens) = try makeIntent()
        intent.shareByMail()
        throw XCTSkip("Write the test of shareByMail: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    // MARK: - ImageCard

    func testImageCardOnTap() async throws {
        let (intent, screens) = try makeIntent()
        intent.handleImageCard(.onTap)
        throw XCTSkip("Write the test of ImageCard's onTap: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }
}

/// The screens ImagePreview's intent asks its router for, in order.
@MainActor
final class ImagePreviewScreens {
    private(set) var shown: [ImagePreviewRouter.ScreenType] = []
    private var subscription: AnyCancellable?

    init(_ subject: PassthroughSubject<ImagePreviewRouter.ScreenType, Never>) {
        subscription = subject.sink { [weak self] screen in
            MainActor.assumeIsolated { self?.shown.append(screen) }
        }
    }
}
