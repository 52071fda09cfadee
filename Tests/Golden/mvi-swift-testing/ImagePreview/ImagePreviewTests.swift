@testable import GoldenMVI
import Combine
import Foundation
import UIKit
import Testing

/// ImagePreview's intents, a test each: called as the view calls them, then checked against the
/// model and the screens the intent asks its router for. A test that checks a screen checks
/// what featuregen generates the intent to do; one that says what to check instead is yours to
/// write.
@MainActor
@Suite struct ImagePreviewTests {
    /// The intent as the screen starts, and the screens it asks for.
    private func makeIntent() throws -> (ImagePreviewIntent, ImagePreviewScreens) {
        let intent = ImagePreviewIntent(input: .init(imageURL: URL(string: "https://example.com/picture.png")!))
        return (intent, ImagePreviewScreens(intent.model.routerSubject))
    }

    // MARK: - Intents

    @Test(.disabled("Write the test of onAppear: what does it change in the model, and does it ask for screens?"))
    func onAppear() throws {
        let (intent, screens) = try makeIntent()
        intent.onAppear()
        Issue.record("Write the test of onAppear: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test(.disabled("Write the test of onTapImage: what does it change in the model, and does it ask for screens?"))
    func onTapImage() throws {
        let (intent, screens) = try makeIntent()
        intent.onTapImage()
        Issue.record("Write the test of onTapImage: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test(.disabled("Give didLoadImage a sample: a `UIImage` the test can send"))
    func didLoadImage() throws {
        Issue.record("Give didLoadImage a sample: a `UIImage` the test can send")
    }

    @Test(.disabled("Write the test of didFailLoading: what does it change in the model, and does it ask for screens?"))
    func didFailLoading() throws {
        let (intent, screens) = try makeIntent()
        intent.didFailLoading(message: "")
        Issue.record("Write the test of didFailLoading: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test
    func deleteImage() throws {
        let (intent, screens) = try makeIntent()
        intent.deleteImage()
        guard case .deleteImage? = screens.shown.last else {
            Issue.record("deleteImage asks the router to show an alert, but it was asked for \(screens.shown)")
            return
        }
    }

    @Test
    func shareImage() throws {
        let (intent, screens) = try makeIntent()
        intent.shareImage()
        guard case .shareImage? = screens.shown.last else {
            Issue.record("shareImage asks the router to show an alert, but it was asked for \(screens.shown)")
            return
        }
    }

    @Test(.disabled("Write the test of confirmDeletion: what does it change in the model, and does it ask for screens?"))
    func confirmDeletion() throws {
        let (intent, screens) = try makeIntent()
        intent.confirmDeletion()
        Issue.record("Write the test of confirmDeletion: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test(.disabled("Write the test of shareByMessage: what does it change in the model, and does it ask for screens?"))
    func shareByMessage() throws {
        let (intent, screens) = try makeIntent()
        intent.shareByMessage()
        Issue.record("Write the test of shareByMessage: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    @Test(.disabled("Write the test of shareByMail: what does it change in the model, and does it ask for screens?"))
    func shareByMail() throws {
        let (intent, screens) = try makeIntent()
        intent.shareByMail()
        Issue.record("Write the test of shareByMail: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
    }

    // MARK: - ImageCard

    @Test(.disabled("Write the test of ImageCard's onTap: what does it change in the model, and does it ask for screens?"))
    func onImageCardActionOnTap() throws {
        let (intent, screens) = try makeIntent()
        intent.handleImageCard(.onTap)
        Issue.record("Write the test of ImageCard's onTap: what does it change in the model, and does it ask for screens (it asked for \(screens.shown))?")
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
